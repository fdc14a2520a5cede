import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CardField, CardForm, CardProblem } from '../../../machines/checkoutForm';
import { Field } from '../form/Field';
import { brand as brandClass, cardFields, wide } from '../form/form.css';
import { CARD_PROBLEMS } from '../form/problems';

export interface CardFieldsProps {
  /** Each field's element id: tests and "go to the first problem" find the fields by it. */
  idOf: (field: CardField) => string;
  value: Pick<CardForm, CardField>;
  problems: Partial<Record<CardField, CardProblem>>;
  /** The brand as the number is typed, announced as it becomes known. */
  brand: string | null;
  onChange: (field: CardField, value: string) => void;
  onBlur: (field: CardField) => void;
}

/**
 * A new card's four fields, as checkout and the add bank card dialog both ask for them: with the
 * browser's cc-* autofill names, numeric keyboards on phones, and each problem at its field.
 */
export function CardFields({ idOf, value, problems, brand, onChange, onBlur }: CardFieldsProps) {
  const { t, i18n } = useLingui();
  const brandId = useId();
  const bind = (field: CardField) => {
    const problem = problems[field];
    return {
      id: idOf(field),
      value: value[field],
      error: problem ? i18n._(CARD_PROBLEMS[problem]) : undefined,
      onValue: (next: string) => onChange(field, next),
      onBlur: () => onBlur(field),
    };
  };
  return (
    <div className={cardFields}>
      <Field
        {...bind('holder')}
        className={wide}
        label={t`Cardholder name`}
        autoComplete="cc-name"
      />
      <Field
        {...bind('number')}
        className={wide}
        label={t`Card number`}
        autoComplete="cc-number"
        inputMode="numeric"
        after={
          <span id={brandId} className={brandClass} aria-live="polite">
            {brand ?? ''}
          </span>
        }
      />
      <Field
        {...bind('expiry')}
        label={t`Expiry date`}
        placeholder={t`MM/YY`}
        autoComplete="cc-exp"
        inputMode="numeric"
      />
      <Field
        {...bind('cvc')}
        label={t`Security code (CVV)`}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
      />
    </div>
  );
}
