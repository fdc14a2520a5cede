import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '../../../api/contract/common';
import type { SubscriptionTime } from '../../../api/contract/wire';
import { controls } from './plan.css';
import { CURRENCIES, CYCLE_NAMES, CYCLES } from './planLabels';
import { SegmentedChoice } from './SegmentedChoice';

export interface PlanControlsProps {
  cycle: SubscriptionTime;
  currency: Currency | null;
  onCycle: (cycle: SubscriptionTime) => void;
  onCurrency: (currency: Currency) => void;
  cycleLocked?: boolean;
  currencyLocked?: boolean;
  cycleNoteId?: string;
  currencyNoteId?: string;
}

/** Billing cycle and currency: the two choices both the pricing page and offer selection offer. */
export function PlanControls(props: PlanControlsProps) {
  const { t } = useLingui();
  return (
    <div className={controls}>
      <SegmentedChoice
        legend={<Trans>Billing cycle</Trans>}
        options={CYCLES.map((cycle) => ({ value: cycle, label: t(CYCLE_NAMES[cycle]) }))}
        value={props.cycle}
        onChange={props.onCycle}
        disabled={props.cycleLocked}
        describedBy={props.cycleNoteId}
      />
      <SegmentedChoice
        legend={<Trans>Currency</Trans>}
        options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
        value={props.currency}
        onChange={props.onCurrency}
        disabled={props.currencyLocked}
        describedBy={props.currencyNoteId}
      />
    </div>
  );
}
