import { Trans } from '@lingui/react/macro';
import { note } from '../layout/layout.css';

/** Said plainly on screens a later issue builds, so nothing on them pretends to work. */
export function BeingBuilt() {
  return (
    <p className={note} role="note">
      <Trans>This screen is being built.</Trans>
    </p>
  );
}
