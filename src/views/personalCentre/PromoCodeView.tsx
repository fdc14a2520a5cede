import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef } from 'react';
import { PROMO_TABS, type PromoTab } from '../../state/search/promoCodeSearch';
import { BeingBuilt } from '../common/BeingBuilt';
import { Page } from '../common/Page';
import { tab as tabStyle, tabs as tabsStyle } from '../layout/layout.css';
import { DesktopOnly } from './DesktopOnly';

export interface PromoCodeViewProps {
  activeTab: PromoTab;
  onSelectTab: (tab: PromoTab) => void;
}

/** WAI-ARIA tabs: one tab stop, arrow keys move between tabs (what screen-reader users expect). */
export function PromoCodeView({ activeTab, onSelectTab }: PromoCodeViewProps) {
  const { t } = useLingui();
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<PromoTab, HTMLButtonElement | null>>>({});
  const labels: Record<PromoTab, string> = {
    mycodes: t`My Promo Codes`,
    schedule: t`Redeem Schedule`,
    referral: t`Referral Program`,
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = PROMO_TABS.indexOf(activeTab);
    const next = PROMO_TABS[(index + step + PROMO_TABS.length) % PROMO_TABS.length]!;
    onSelectTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Page title={t`Promo Code`}>
      <DesktopOnly>
        <div role="tablist" aria-label={t`Promo Code`} className={tabsStyle} onKeyDown={onKeyDown}>
          {PROMO_TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab}-tab`}
              aria-selected={tab === activeTab}
              aria-controls={`${baseId}-${tab}-panel`}
              tabIndex={tab === activeTab ? 0 : -1}
              className={tabStyle}
              onClick={() => onSelectTab(tab)}
            >
              {labels[tab]}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-${activeTab}-panel`}
          aria-labelledby={`${baseId}-${activeTab}-tab`}
        >
          <h2>{labels[activeTab]}</h2>
          <BeingBuilt />
        </div>
      </DesktopOnly>
    </Page>
  );
}
