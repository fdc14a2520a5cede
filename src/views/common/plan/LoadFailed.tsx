import { Trans } from '@lingui/react/macro';
import { button } from '../../layout/layout.css';
import { alert } from '../alert.css';

/** The price list (or the user's plans) did not load: say so and let the user try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={alert} role="alert">
      <h2>
        <Trans>Prices could not be loaded</Trans>
      </h2>
      <p>
        <Trans>Check your connection and try again.</Trans>
      </p>
      <button type="button" className={button} onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
