import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { note } from '../layout/layout.css';
import { useIsMobile } from '../layout/useIsMobile';
import { tapTarget } from './text.css';

/** Renders its content on the desktop layout only; the mobile layout gets an honest note instead. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? <NotOnMobile /> : children;
}

/** Spec §2: the mobile personal centre has no contact and no promo-code screens. */
function NotOnMobile() {
  return (
    <div className={note} role="note">
      <p>
        <Trans>This section is not available on mobile. Open it on a larger screen.</Trans>
      </p>
      <p>
        <Link to="/personalcentre/myplans" className={tapTarget}>
          <Trans>Go to My Plan</Trans>
        </Link>
      </p>
    </div>
  );
}
