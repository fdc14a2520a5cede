import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { newCardMachine } from '../../../machines/newCardMachine';
import { alert } from '../alert.css';
import { Dialog } from '../Dialog';
import {
  check,
  checkbox,
  dialogActions,
  dialogForm,
  hint,
  primary,
  secondary,
} from '../form/form.css';
import { AttemptNotices, useAttemptUncertain } from '../payment/AttemptNotices';
import { CardFields } from './CardFields';

type NewCardRef = ActorRefFrom<typeof newCardMachine>;

const idOf = (field: string) => `new-card-${field}`;

/**
 * The add bank card dialog (spec §2), open while its statechart runs. Closing it stops the
 * statechart, and the number and CVV typed go with it.
 */
export function AddCardDialog({ newCard }: { newCard: NewCardRef | undefined }) {
  const busy = useSelector(newCard, (s) => s?.hasTag('busy') ?? false);
  return (
    <Dialog
      open={newCard !== undefined}
      title={<Trans>Add bank card</Trans>}
      // While the card is with the server the dialog stays: closing it would hide the outcome.
      onClose={() => (busy ? undefined : newCard?.send({ type: 'card.cancel' }))}
    >
      {newCard ? <NewCardForm newCard={newCard} /> : null}
    </Dialog>
  );
}

/** The add bank card form: in its own dialog on Payment Method, in place on a plan's card switch. */
export function NewCardForm({ newCard }: { newCard: NewCardRef }) {
  const context = useSelector(newCard, (s) => s.context);
  const locked = useSelector(newCard, (s) => s.hasTag('locked'));
  const attempt = useSelector(newCard, (s) => s.children.payAttempt);
  const uncertain = useAttemptUncertain(attempt);
  const hintId = useId();

  // In place of a list (a plan's card switch) nothing else moves focus to the form.
  useEffect(() => document.getElementById(idOf('holder'))?.focus(), []);
  useEffect(() => {
    const subscription = newCard.on('card.focus', ({ field }) => {
      setTimeout(() => document.getElementById(idOf(field))?.focus(), 0);
    });
    return () => subscription.unsubscribe();
  }, [newCard]);

  return (
    <form
      className={dialogForm}
      noValidate
      aria-busy={locked}
      aria-describedby={hintId}
      onSubmit={(event) => {
        event.preventDefault();
        newCard.send({ type: 'card.submit' });
      }}
    >
      <p id={hintId} className={hint}>
        <Trans>Only one bank card can be added at a time.</Trans>
      </p>
      {context.problem ? (
        <div className={alert} role="alert">
          <p>
            <Trans>
              The card could not be added (Error Code {context.problem.code}). Please update the
              card details.
            </Trans>
          </p>
        </div>
      ) : null}
      <fieldset className={dialogForm} disabled={locked}>
        <CardFields
          idOf={idOf}
          value={context.form}
          problems={context.shownProblems}
          brand={context.brand}
          onChange={(field, value) => newCard.send({ type: 'card.change', field, value })}
          onBlur={(field) => newCard.send({ type: 'card.blur', field })}
        />
        <label className={check}>
          <input
            type="checkbox"
            className={checkbox}
            checked={context.makeDefault}
            onChange={(event) =>
              newCard.send({ type: 'card.makeDefault', value: event.target.checked })
            }
          />
          <span>
            <Trans>Make this my default card</Trans>
          </span>
        </label>
      </fieldset>
      <AttemptNotices attempt={attempt} storing="card" />
      {uncertain ? null : (
        <div className={dialogActions}>
          <button type="submit" className={primary} disabled={locked}>
            {locked ? <Trans>Adding card…</Trans> : <Trans>Add card</Trans>}
          </button>
          <button
            type="button"
            className={secondary}
            disabled={locked}
            onClick={() => newCard.send({ type: 'card.cancel' })}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
