import { Trans } from '@lingui/react/macro';
import { alert } from '../common/alert.css';
import { button } from '../layout/layout.css';

/** The product's own error view, in place of the router's library text (spec §2). */
export function ErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={alert} role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>This page could not be shown. Please try again.</Trans>
      </p>
      <button type="button" className={button} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
