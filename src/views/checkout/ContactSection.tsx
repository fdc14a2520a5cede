import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ContactField } from '../../machines/checkoutForm';
import { selectContactProblems } from '../../machines/checkoutMachine';
import { check, checkbox, fields, panel, skeleton } from './checkout.css';
import { Field } from './Field';
import { CONTACT_PROBLEMS } from './messages';
import { ids, type PartProps } from './types';

/** Contact and billing details (spec §3): first name, last name, billing e-mail, phone. */
export function ContactSection({ state, send }: PartProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const problems = selectContactProblems(state);
  const { contact } = state.context;
  const loading = state.matches({ contact: 'loading' });
  const error = (field: ContactField) => {
    const problem = problems[field];
    return problem ? i18n._(CONTACT_PROBLEMS[problem]) : undefined;
  };
  const bind = (field: ContactField) => ({
    id: ids.contact(field),
    value: contact[field],
    error: error(field),
    onValue: (value: string) => send({ type: 'contact.change', field, value }),
    onBlur: () => send({ type: 'contact.blur', field }),
  });

  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        <Trans>Contact information</Trans>
      </h2>
      {loading ? (
        <div className={skeleton} />
      ) : (
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
              checked={contact.saveAsContact}
              onChange={(event) => send({ type: 'contact.save', value: event.target.checked })}
            />
            <span>
              <Trans>Save as my contact information</Trans>
            </span>
          </label>
        </>
      )}
    </section>
  );
}
