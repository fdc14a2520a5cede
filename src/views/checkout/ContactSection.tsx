import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { selectContactProblems } from '../../machines/checkoutMachine';
import { ContactFields } from '../common/form/ContactFields';
import { panel, skeleton } from './checkout.css';
import type { PartProps } from './types';

/** Contact and billing details (spec §3): first name, last name, billing e-mail, phone. */
export function ContactSection({ state, send }: PartProps) {
  const headingId = useId();
  const loading = state.matches({ contact: 'loading' });
  return (
    <section className={panel} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId}>
        <Trans>Contact information</Trans>
      </h2>
      {loading ? (
        <div className={skeleton} />
      ) : (
        <ContactFields
          idPrefix="checkout-contact"
          value={state.context.contact}
          problems={selectContactProblems(state)}
          onChange={(field, value) => send({ type: 'contact.change', field, value })}
          onBlur={(field) => send({ type: 'contact.blur', field })}
          onSaveAsContact={(value) => send({ type: 'contact.save', value })}
        />
      )}
    </section>
  );
}
