import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SubscriptionTime } from '../../api/contract/wire';
import {
  cycleChoice,
  cycleInput,
  cycleLabel,
  cycleLegend,
  cycleOption,
  cycleOptions,
} from './checkout.css';
import { CYCLE_NAMES } from './messages';

export interface CycleChoiceProps {
  value: SubscriptionTime;
  onChange: (cycle: SubscriptionTime) => void;
  /** While a payment is placed, has failed or is unresolved the order cannot change. */
  disabled: boolean;
}

/**
 * Monthly, semi-annually or annually, switched without leaving checkout. It shows no amounts: the
 * server prices each choice, and the summary below shows that preview.
 */
export function CycleChoice({ value, onChange, disabled }: CycleChoiceProps) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset className={cycleChoice} disabled={disabled}>
      <legend className={cycleLegend}>
        <Trans>Billing cycle</Trans>
      </legend>
      <div className={cycleOptions}>
        {SubscriptionTime.options.map((cycle) => (
          <label key={cycle} className={cycleOption}>
            <input
              type="radio"
              className={cycleInput}
              name={name}
              value={cycle}
              checked={cycle === value}
              onChange={() => onChange(cycle)}
            />
            <span className={cycleLabel}>{i18n._(CYCLE_NAMES[cycle])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
