import { Trans } from '@lingui/react/macro';
import { button } from '../layout/layout.css';
import { alert } from './alert.css';

/**
 * A screen's code did not arrive: failed outright, or not within the time limit (spec §9). In a
 * part of a screen (a tab), its heading ranks under the screen's own.
 */
export function ChunkLoadErrorView({
  timedOut,
  onRetry,
  level = 1,
}: {
  timedOut: boolean;
  onRetry: () => void;
  level?: 1 | 3;
}) {
  const Heading = level === 1 ? 'h1' : 'h3';
  return (
    <div className={alert} role="alert">
      <Heading>
        <Trans>This page could not be loaded</Trans>
      </Heading>
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
