import { type ReactNode, useId } from 'react';
import {
  segment,
  segmented,
  segmentedLegend,
  segmentInput,
  segmentLabel,
  segments,
} from './plan.css';

export interface SegmentedChoiceProps<T extends string | number> {
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  value: T | null;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** The id of text explaining why the choice is fixed, announced with the group. */
  describedBy?: string;
}

/** One choice out of a few, as a radio group (fieldset + legend) drawn as a segmented control. */
export function SegmentedChoice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  disabled = false,
  describedBy,
}: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <fieldset className={segmented} disabled={disabled} aria-describedby={describedBy}>
      <legend className={segmentedLegend}>{legend}</legend>
      <div className={segments}>
        {options.map((option) => (
          <label key={option.value} className={segment}>
            <input
              type="radio"
              className={segmentInput}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={segmentLabel}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
