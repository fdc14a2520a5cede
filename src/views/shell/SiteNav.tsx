import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { desktopNav, menuButton, mobileNav, mobileNavList, navLink, navList } from './shell.css';

function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      <li>
        <Link to="/pricing" className={navLink} onClick={onNavigate}>
          <Trans>Pricing</Trans>
        </Link>
      </li>
      <li>
        <Link to="/products/offerselection" className={navLink} onClick={onNavigate}>
          <Trans>Choose a plan</Trans>
        </Link>
      </li>
      <li>
        <Link to="/personalcentre/myplans" className={navLink} onClick={onNavigate}>
          <Trans>Personal Centre</Trans>
        </Link>
      </li>
    </ul>
  );
}

/**
 * Desktop: links in the header. Mobile: the same links behind a Menu button, to save width, with
 * whatever else the header cannot fit on one row (children) under them.
 */
export function SiteNav({ isMobile, children }: { isMobile: boolean; children?: ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!isMobile) {
    return (
      <nav aria-label={t`Main`} className={desktopNav}>
        <NavLinks className={navList} />
      </nav>
    );
  }
  return (
    <>
      <button
        type="button"
        className={menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Menu</Trans>
      </button>
      <div id={listId} hidden={!open} className={mobileNav}>
        <nav aria-label={t`Main`}>
          <NavLinks className={mobileNavList} onNavigate={() => setOpen(false)} />
        </nav>
        {children}
      </div>
    </>
  );
}
