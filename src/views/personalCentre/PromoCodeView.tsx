import { useLingui } from '@lingui/react/macro';
import { PROMO_TABS, type PromoTab } from '../../state/search/promoTabs';
import { BeingBuilt } from '../common/BeingBuilt';
import { DesktopOnly } from '../common/DesktopOnly';
import { Page } from '../common/Page';
import { type TabItem, Tabs } from '../common/Tabs';

export interface PromoCodeViewProps {
  activeTab: PromoTab;
  onSelectTab: (tab: PromoTab) => void;
}

/** The promo-code area's three tabs (spec §2); the route keeps the chosen one in ?tab=. */
export function PromoCodeView({ activeTab, onSelectTab }: PromoCodeViewProps) {
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
          <BeingBuilt />
        </Tabs>
      </DesktopOnly>
    </Page>
  );
}
