import { useLingui } from '@lingui/react/macro';
import { Link, useMatchRoute, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type TabItem, Tabs } from '../common/Tabs';
import { useIsMobile } from '../layout/useIsMobile';
import { personalCentre } from './personalCentre.css';

type Section =
  | '/personalcentre/myplans'
  | '/personalcentre/contact'
  | '/personalcentre/promocode'
  | '/personalcentre/paymentmethod';

/**
 * The personal centre's tabs, one address each (a tab is a link: it can be opened in a new
 * window, bookmarked or shared). Desktop: My Plan, Contact Info, Promo Code. Mobile (spec §2):
 * My Plan and Payment Method only.
 */
export function PersonalCentreView({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isMobile = useIsMobile();
  const matchRoute = useMatchRoute();
  const navigate = useNavigate();
  const tabs: readonly TabItem<Section>[] = isMobile
    ? [
        { id: '/personalcentre/myplans', label: t`My Plan` },
        { id: '/personalcentre/paymentmethod', label: t`Payment Method` },
      ]
    : [
        { id: '/personalcentre/myplans', label: t`My Plan` },
        { id: '/personalcentre/contact', label: t`Contact Info` },
        { id: '/personalcentre/promocode', label: t`Promo Code` },
      ];
  // A page below a tab (a plan's billing history under My Plan) keeps that tab selected.
  const selected = tabs.find((tab) => matchRoute({ to: tab.id, fuzzy: true }) !== false)?.id;
  return (
    <div className={personalCentre}>
      <Tabs
        label={t`Personal Centre`}
        tabs={tabs}
        selected={selected}
        onSelect={(to) => void navigate({ to })}
        renderTab={(props, to) => <Link {...props} to={to} />}
      >
        {children}
      </Tabs>
    </div>
  );
}
