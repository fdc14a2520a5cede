import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { note } from '../layout/layout.css';

/** Spec §2: the mobile personal centre has no contact and no promo-code screens. */
export function NotOnMobileView() {
  return (
    <div className={note} role="note">
      <p>
        <Trans>This section is not available on mobile. Open it on a larger screen.</Trans>
      </p>
      <p>
        <Link to="/personalcentre/myplans">
          <Trans>Go to My Plan</Trans>
        </Link>
      </p>
    </div>
  );
}
