import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { promoCodesMachine } from '../../machines/promoCodesMachine';
import type { redeemScheduleMachine } from '../../machines/redeemScheduleMachine';
import type { referralMachine } from '../../machines/referralMachine';
import { PROMO_TABS, type PromoTab } from '../../state/search/promoTabs';
import type { BoundMachine } from '../common/boundMachine';
import { DesktopOnly } from '../common/DesktopOnly';
import { lazyView } from '../common/lazyView';
import { Page } from '../common/Page';
import { type TabItem, Tabs } from '../common/Tabs';

// Each tab's screen and statechart hooks load when the tab is first shown: kept out of this
// chunk, the first load of /pricing/ stays smaller (the bundler splits the entry otherwise).
// A tab whose code fails to arrive (or takes over 120 s) says so in its place, with Retry.
const TAB = { level: 3 } as const;
const MyPromoCodes = lazyView(() => import('./MyPromoCodes'), 'MyPromoCodes', TAB);
const RedeemSchedule = lazyView(() => import('./RedeemSchedule'), 'RedeemSchedule', TAB);
const ReferralProgram = lazyView(() => import('./ReferralProgram'), 'ReferralProgram', TAB);

/** The promo-code area's statecharts, bound together: its route loads them in one step. */
export interface PromotionMachines {
  promoCodes: BoundMachine<typeof promoCodesMachine>;
  redeemSchedule: BoundMachine<typeof redeemScheduleMachine>;
  referral: BoundMachine<typeof referralMachine>;
}

export interface PromoCodeViewProps {
  activeTab: PromoTab;
  onSelectTab: (tab: PromoTab) => void;
  machines: PromotionMachines;
}

/**
 * The promo-code area's three tabs (spec §2); the route keeps the chosen one in ?tab=. Each tab
 * reads afresh when shown, so a code redeemed or taken off on one tab shows on the other.
 */
export function PromoCodeView({ activeTab, onSelectTab, machines }: PromoCodeViewProps) {
  const { t } = useLingui();
  const labels: Record<PromoTab, string> = {
    mycodes: t`My Promo Codes`,
    schedule: t`Redeem Schedule`,
    referral: t`Referral Program`,
  };
  const tabs: readonly TabItem<PromoTab>[] = PROMO_TABS.map((id) => ({ id, label: labels[id] }));
  return (
    <Page title={t`Promo Code`}>
      <DesktopOnly>
        <Tabs label={t`Promo Code`} tabs={tabs} selected={activeTab} onSelect={onSelectTab}>
          <h2>{labels[activeTab]}</h2>
          <Suspense fallback={null}>
            {activeTab === 'mycodes' ? <MyPromoCodes promoCodes={machines.promoCodes} /> : null}
            {activeTab === 'schedule' ? (
              <RedeemSchedule schedule={machines.redeemSchedule} />
            ) : null}
            {activeTab === 'referral' ? <ReferralProgram referral={machines.referral} /> : null}
          </Suspense>
        </Tabs>
      </DesktopOnly>
    </Page>
  );
}
