import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { alert, panel, primary, row, secondary } from './checkout.css';
import { paymentFailure } from './messages';

/**
 * The upgrade's failure screen (spec §8), in place of the confirmation: the code, a new attempt,
 * the way back to the confirmation, and where to change the plan's card.
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
  const { i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation the user was in is gone: move them to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        <Trans>Payment failed</Trans>
      </h2>
      <div className={alert} role="alert">
        <p>{paymentFailure(i18n, code)}</p>
      </div>
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
    </section>
  );
}
