import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  field,
  fieldError,
  hint as hintClass,
  input,
  label as labelClass,
  numberRow,
} from './form.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: ReactNode;
  /** The translated problem to show at the field, if any. */
  error?: string;
  hint?: ReactNode;
  onValue: (value: string) => void;
  className?: string;
  /** Shown beside the input (the card brand). */
  after?: ReactNode;
}

/**
 * A labelled input whose problem is tied to it (aria-describedby, aria-invalid) and announced as
 * it appears (role="alert"), so a screen reader hears it both on arrival and on focus.
 */
export function Field({ id, label, error, hint, onValue, className, after, ...rest }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `${field} ${className}` : field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className={after ? numberRow : undefined}>
        <input
          {...rest}
          id={id}
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {after}
      </div>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
