import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { tab, tabs } from '../layout/layout.css';
import { useIsMobile } from '../layout/useIsMobile';
import { personalCentre } from './personalCentre.css';

/**
 * The personal centre's tabs. Desktop: My Plan, Contact Info, Promo Code. Mobile (spec §2):
 * My Plan and Payment Method only.
 */
export function PersonalCentreView({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  // On a desktop the saved cards are part of My Plan (its "Manage your saved cards"): its tab
  // stays marked there, so the person still sees where they are.
  // (The address, not useMatchRoute: that hook put 0.06 KB more on the first load of /pricing/.)
  const path = useRouterState({ select: (state) => state.location.pathname });
  const onCards = !isMobile && path === '/personalcentre/paymentmethod';
  return (
    <div className={personalCentre}>
      <nav aria-label={t`Personal Centre`}>
        <ul className={tabs}>
          <li>
            <Link
              to="/personalcentre/myplans"
              className={tab}
              aria-current={onCards ? 'true' : undefined}
            >
              {t`My Plan`}
            </Link>
          </li>
          {isMobile ? (
            <li>
              <Link to="/personalcentre/paymentmethod" className={tab}>
                {t`Payment Method`}
              </Link>
            </li>
          ) : (
            <>
              <li>
                <Link to="/personalcentre/contact" className={tab}>
                  {t`Contact Info`}
                </Link>
              </li>
              <li>
                <Link to="/personalcentre/promocode" className={tab}>
                  {t`Promo Code`}
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
      {children}
    </div>
  );
}
