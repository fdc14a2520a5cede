import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { contactMachine } from '../../machines/contactMachine';
import type { BoundMachine } from '../common/boundMachine';
import { DesktopOnly } from '../common/DesktopOnly';
import { ContactFields } from '../common/form/ContactFields';
import { primary, secondary } from '../common/form/form.css';
import { LoadFailed, Loading } from '../common/LoadStates';
import { Page } from '../common/Page';
import { actions, failure, form, lockable, saved, unsaved } from './contact.css';

export interface ContactInfoViewProps {
  contact: BoundMachine<typeof contactMachine>;
}

const ID_PREFIX = 'contact';

/** Contact Info (spec §2, desktop only): the billing details invoices and receipts are made out to. */
export function ContactInfoView({ contact }: ContactInfoViewProps) {
  return (
    <Page title={<Trans>Contact Info</Trans>}>
      <DesktopOnly>
        <ContactForm contact={contact} />
      </DesktopOnly>
    </Page>
  );
}

function ContactForm({ contact }: ContactInfoViewProps) {
  const [state, send, actor] = useMachine(contact.machine, contact.options);

  // Focus follows the machine's requests, after React has drawn the messages they point at.
  useEffect(() => {
    const subscription = actor.on('contact.focus', ({ field }) => {
      setTimeout(() => document.getElementById(`${ID_PREFIX}-${field}`)?.focus(), 0);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  if (state.matches('loading')) {
    return (
      <Loading>
        <Trans>Loading your contact info…</Trans>
      </Loading>
    );
  }
  if (state.matches('loadFailed')) {
    return (
      <LoadFailed
        title={<Trans>Your contact info could not be loaded</Trans>}
        onRetry={() => send({ type: 'contact.retry' })}
      />
    );
  }
  const locked = state.hasTag('locked');
  const changed = state.context.unsaved;
  return (
    <form
      className={form}
      noValidate
      aria-busy={locked}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'contact.submit' });
      }}
    >
      <p>
        <Trans>Invoices and receipts are made out to these details.</Trans>
      </p>
      <fieldset className={lockable} disabled={locked}>
        <ContactFields
          idPrefix={ID_PREFIX}
          value={state.context.form}
          problems={state.context.shownProblems}
          onChange={(field, value) => send({ type: 'contact.change', field, value })}
          onBlur={(field) => send({ type: 'contact.blur', field })}
          onSaveAsContact={(value) => send({ type: 'contact.saveAsContact', value })}
        />
      </fieldset>
      <div role="status">
        {state.matches({ editing: 'saved' }) ? (
          <p className={saved}>
            <Trans>Your contact info is saved.</Trans>
          </p>
        ) : null}
      </div>
      {state.matches({ editing: 'saveFailed' }) ? (
        <SaveFailed code={state.context.problem?.code ?? NETWORK_PROBLEM} />
      ) : null}
      <div className={actions}>
        <button type="submit" className={primary} disabled={locked || !changed}>
          {locked ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        {changed && !locked ? (
          <>
            <button
              type="button"
              className={secondary}
              onClick={() => send({ type: 'contact.discard' })}
            >
              <Trans>Discard changes</Trans>
            </button>
            <p className={unsaved}>
              <Trans>You have unsaved changes.</Trans>
            </p>
          </>
        ) : null}
      </div>
    </form>
  );
}

/** Spec §8's words for a failed save, with the server's code when it gave one. */
function SaveFailed({ code }: { code: string }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <div className={failure} role="alert" aria-labelledby={titleId}>
      <p>
        <strong id={titleId}>{t`Save error!`}</strong> {t`contact update failed`}
      </p>
      <p>
        {code === NETWORK_PROBLEM
          ? t`No answer came from the server. What you typed is kept; try again.`
          : t`Error Code ${code}. What you typed is kept; try again.`}
      </p>
    </div>
  );
}
