import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactField, ContactForm, ContactProblem } from '../../../machines/contactForm';
import { Field } from './Field';
import { check, checkbox, fields } from './form.css';
import { CONTACT_PROBLEMS } from './problems';

export interface ContactFieldsProps {
  /** Each input's id is `${idPrefix}-${field}`, where the machines' focus requests point. */
  idPrefix: string;
  value: ContactForm;
  /** The problems to show now (the machine decides which fields have earned one). */
  problems: Partial<Record<ContactField, ContactProblem>>;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
  onSaveAsContact: (checked: boolean) => void;
}

/**
 * Spec §3's contact (billing) fields and the save-as-contact flag, with spec §5's messages at each
 * field: one form for checkout's contact section and the Contact Info screen.
 */
export function ContactFields({
  idPrefix,
  value,
  problems,
  onChange,
  onBlur,
  onSaveAsContact,
}: ContactFieldsProps) {
  const { t, i18n } = useLingui();
  const bind = (field: ContactField) => {
    const problem = problems[field];
    return {
      id: `${idPrefix}-${field}`,
      value: value[field],
      error: problem ? i18n._(CONTACT_PROBLEMS[problem]) : undefined,
      onValue: (next: string) => onChange(field, next),
      onBlur: () => onBlur(field),
    };
  };
  return (
    <>
      <div className={fields}>
        <Field {...bind('firstName')} label={t`First name`} autoComplete="given-name" />
        <Field {...bind('lastName')} label={t`Last name`} autoComplete="family-name" />
        <Field
          {...bind('billingEmail')}
          label={t`Billing email`}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <Field
          {...bind('phone')}
          label={t`Phone number`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <label className={check}>
        <input
          type="checkbox"
          className={checkbox}
          checked={value.saveAsContact}
          onChange={(event) => onSaveAsContact(event.target.checked)}
        />
        <span>
          <Trans>Save as my contact information</Trans>
        </span>
      </label>
    </>
  );
}
