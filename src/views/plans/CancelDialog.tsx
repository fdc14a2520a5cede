import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CANCEL_REASONS, type CancelReason } from '../../api/contract/plans';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { planMachine } from '../../machines/planMachine';
import { alert } from '../common/alert.css';
import { Dialog } from '../common/Dialog';
import { button } from '../layout/layout.css';
import { actions, choices, danger, secondaryButton } from './plans.css';

const REASONS: Record<CancelReason, MessageDescriptor> = {
  too_expensive: msg`It costs too much`,
  not_using: msg`I don't use it enough`,
  missing_features: msg`It lacks something I need`,
  switching: msg`I'm moving to another service`,
  other: msg`Another reason`,
};

type PlanRef = ActorRefFrom<typeof planMachine>;

/** Confirm, then done: the cancel flow of one plan, on its own actor (at most three clicks). */
export function CancelDialog({ planRef, product }: { planRef: PlanRef; product: string }) {
  const state = useSelector(planRef, (s) => s);
  const open = state.hasTag('dialog');
  const close = () => planRef.send({ type: 'cancel.close' });
  const done = state.matches('cancelled') || state.matches('refreshing');
  return (
    <Dialog
      open={open}
      title={done ? <Trans>Your plan is cancelled</Trans> : <Trans>Cancel {product}?</Trans>}
      // While the server works the dialog stays: closing it would hide the outcome.
      onClose={() => (state.hasTag('busy') ? undefined : close())}
    >
      {done ? <Cancelled planRef={planRef} /> : <Confirm planRef={planRef} />}
    </Dialog>
  );
}

function Confirm({ planRef }: { planRef: PlanRef }) {
  const { t } = useLingui();
  const noteId = useId();
  const { plan, reason, note, problem } = useSelector(planRef, (s) => s.context);
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  return (
    <form
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        planRef.send({ type: 'cancel.confirm' });
      }}
    >
      <p>
        {plan.canCancelFree ? (
          <Trans>
            You are inside the free-cancel period: nothing will be charged. Access ends now.
          </Trans>
        ) : (
          <Trans>
            Access ends now and the plan will not renew. Promo codes scheduled for it return to your
            codes.
          </Trans>
        )}
      </p>
      <fieldset className={choices} disabled={busy}>
        <legend>
          <Trans>Why are you cancelling? (optional)</Trans>
        </legend>
        {CANCEL_REASONS.map((code) => (
          <label key={code}>
            <input
              type="radio"
              name="reason"
              checked={reason === code}
              onChange={() => planRef.send({ type: 'cancel.reason', reason: code })}
            />{' '}
            {t(REASONS[code])}
          </label>
        ))}
        <label htmlFor={noteId}>
          <Trans>Anything else you would like to tell us? (optional)</Trans>
        </label>
        <input
          id={noteId}
          type="text"
          maxLength={300}
          value={note}
          onChange={(event) => planRef.send({ type: 'cancel.note', note: event.target.value })}
        />
      </fieldset>
      {problem ? (
        <div className={alert} role="alert">
          <p>
            {problem.code === NETWORK_PROBLEM ? (
              <Trans>The plan could not be cancelled. Check your connection and try again.</Trans>
            ) : (
              <ProblemCode code={problem.code} />
            )}
          </p>
        </div>
      ) : null}
      <div className={actions}>
        <button type="submit" className={danger} disabled={busy}>
          {busy ? <Trans>Cancelling…</Trans> : <Trans>Confirm cancellation</Trans>}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => planRef.send({ type: 'cancel.close' })}
        >
          <Trans>Keep my plan</Trans>
        </button>
      </div>
    </form>
  );
}

function Cancelled({ planRef }: { planRef: PlanRef }) {
  const { freeCancel } = useSelector(planRef, (s) => s.context);
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  const doneRef = useRef<HTMLButtonElement>(null);
  // The confirmation's controls are gone: focus moves to the one way on, once it can be used.
  useEffect(() => {
    if (!busy) doneRef.current?.focus();
  }, [busy]);
  return (
    <div aria-busy={busy}>
      <p role="status">
        {freeCancel ? (
          <Trans>Nothing was charged. You can buy it again at any time.</Trans>
        ) : (
          <Trans>Access has ended. You can buy it again at any time.</Trans>
        )}
      </p>
      <button
        ref={doneRef}
        type="button"
        className={button}
        disabled={busy}
        onClick={() => planRef.send({ type: 'cancel.close' })}
      >
        <Trans>Done</Trans>
      </button>
    </div>
  );
}

function ProblemCode({ code }: { code: string }) {
  return <Trans>The plan could not be cancelled (Error Code {code}).</Trans>;
}
