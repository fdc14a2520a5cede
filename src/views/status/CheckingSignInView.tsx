import { Trans } from '@lingui/react/macro';
import { status } from './status.css';

/** Shown while the sign-in gate asks the server who the visitor is (spec §4). */
export function CheckingSignInView() {
  return (
    <div className={status} role="status" aria-live="polite">
      <Trans>Checking your sign-in…</Trans>
    </div>
  );
}
