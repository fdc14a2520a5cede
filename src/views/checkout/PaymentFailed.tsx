import { Trans } from '@lingui/react/macro';
import { primary, row, secondary } from './checkout.css';
import { PaymentFailurePanel } from './PaymentFailurePanel';
import type { PartProps } from './types';

/**
 * Checkout's failure screen, in place of the form. Changing the card goes back to the form with
 * everything else the buyer entered still there.
 */
export function PaymentFailed({ state, send }: PartProps) {
  return (
    <PaymentFailurePanel code={state.context.failure?.code ?? ''}>
      <div className={row}>
        <button
          type="button"
          className={primary}
          onClick={() => send({ type: 'payment.changeCard' })}
        >
          <Trans>Change card</Trans>
        </button>
        <button type="button" className={secondary} onClick={() => send({ type: 'payment.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </PaymentFailurePanel>
  );
}
