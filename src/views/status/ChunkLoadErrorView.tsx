import { Trans } from '@lingui/react/macro';
import { alert } from '../common/alert.css';
import { button } from '../layout/layout.css';

/** A screen's code did not arrive: failed outright, or not within the time limit (spec §9). */
export function ChunkLoadErrorView({
  timedOut,
  onRetry,
}: {
  timedOut: boolean;
  onRetry: () => void;
}) {
  return (
    <div className={alert} role="alert">
      <h1>
        <Trans>This page could not be loaded</Trans>
      </h1>
      <p>
        {timedOut ? (
          <Trans>Loading took too long. Check your connection and try again.</Trans>
        ) : (
          <Trans>Part of the page failed to download. Check your connection and try again.</Trans>
        )}
      </p>
      <button type="button" className={button} onClick={onRetry}>
        <Trans>Retry</Trans>
      </button>
    </div>
  );
}
