import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { alert, panel, primary, row, secondary } from './checkout.css';
import { paymentFailure } from './messages';
import type { PartProps } from './types';

/**
 * The failure screen (spec §8), in place of the form. Changing the card goes back to the form with
 * everything else the buyer entered still there.
 */
export function PaymentFailed({ state, send }: PartProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const code = state.context.failure?.code ?? '';
  // The form the buyer was in is gone: move them to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <Trans>Payment failed</Trans>
      </h2>
      <div className={alert} role="alert">
        <p>{paymentFailure(i18n, code)}</p>
      </div>
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
    </section>
  );
}
