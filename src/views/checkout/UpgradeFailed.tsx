import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { primary, row, secondary } from './checkout.css';
import { PaymentFailurePanel } from './PaymentFailurePanel';

/**
 * The upgrade's failure screen, in place of the confirmation: a new attempt, the way back to the
 * confirmation, and where to change the plan's card.
 */
export function UpgradeFailed({
  code,
  onRetry,
  onBack,
}: {
  code: string;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <PaymentFailurePanel code={code}>
      <p>
        <Trans>Your plan has not changed and nothing was charged.</Trans>
      </p>
      <div className={row}>
        <button type="button" className={primary} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
        <button type="button" className={secondary} onClick={onBack}>
          <Trans>Back to confirmation</Trans>
        </button>
      </div>
      <Link to="/personalcentre/myplans">
        <Trans>Update the payment method in My Plan</Trans>
      </Link>
    </PaymentFailurePanel>
  );
}
