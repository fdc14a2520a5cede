import { Trans } from '@lingui/react/macro';
import { status } from './status.css';

/** Shown while a screen's code or data is on its way. */
export function LoadingView() {
  return (
    <div className={status} role="status" aria-live="polite">
      <Trans>Loading…</Trans>
    </div>
  );
}
