import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CANCEL_REASONS, type MyPlan } from '../../api/contract/plans';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { planMachine } from '../../machines/planMachine';
import { alert } from '../common/alert.css';
import { CANCEL_REASON_WORDS } from '../common/cancelReasons';
import { Dialog } from '../common/Dialog';
import { dangerous } from '../common/form/form.css';
import { AttemptNotices, useAttemptUncertain } from '../common/payment/AttemptNotices';
import { CYCLE_NAMES } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import { button } from '../layout/layout.css';
import { CloseDialogButton } from './CloseDialogButton';
import { ChooseFrequency, FrequencyChanged } from './FrequencyForm';
import { ChoosePaymentMethod, PaymentSwitched } from './PaymentMethodForm';
import { actions, choices } from './plans.css';
import { RESUBSCRIBE_REFUSALS } from './resubscribeRefusals';

type PlanRef = ActorRefFrom<typeof planMachine>;
type Finished = SnapshotFrom<typeof planMachine>['context']['finished'];

type Mode = 'done' | 'resubscribe' | 'frequency' | 'payment' | 'cancel';

function modeOf(state: SnapshotFrom<typeof planMachine>): Mode {
  if (state.matches('done') || state.matches('refreshing')) return 'done';
  if (state.matches('confirmingResubscribe') || state.matches('resubscribing'))
    return 'resubscribe';
  if (state.matches('choosingFrequency') || state.matches('changingFrequency')) return 'frequency';
  if (state.matches('choosingCard') || state.matches('switching')) return 'payment';
  return 'cancel';
}

function Title({ mode, finished, product }: { mode: Mode; finished: Finished; product: string }) {
  if (mode === 'resubscribe') return <Trans>Re-subscribe to {product}?</Trans>;
  if (mode === 'frequency') return <Trans>Billing frequency of {product}</Trans>;
  if (mode === 'cancel') return <Trans>Cancel {product}?</Trans>;
  if (mode === 'payment') return <Trans>Update payment method</Trans>;
  if (finished === 'payment') return <Trans>Switch Successful</Trans>;
  if (finished === 'resubscribed') return <Trans>Welcome back to {product}</Trans>;
  if (finished === 'frequency') return <Trans>Update Success</Trans>;
  return <Trans>Your plan is cancelled</Trans>;
}

const BODIES: Record<Mode, (props: { planRef: PlanRef }) => ReactNode> = {
  done: Done,
  resubscribe: ConfirmResubscribe,
  frequency: ChooseFrequency,
  payment: ChoosePaymentMethod,
  cancel: Confirm,
};

/**
 * The plan's dialog, on its own actor: the cancel or re-subscribe confirmation, the frequency
 * choice or the card switch, then the success screen (at most three clicks from the card to done).
 */
export function PlanDialog({ planRef, product }: { planRef: PlanRef; product: string }) {
  const state = useSelector(planRef, (s) => s);
  const addingBusy = useSelector(state.children.newCard, (s) => s?.hasTag('busy') ?? false);
  const mode = modeOf(state);
  const Body = BODIES[mode];
  return (
    <Dialog
      open={state.hasTag('dialog')}
      title={<Title mode={mode} finished={state.context.finished} product={product} />}
      // While the server works the dialog stays: closing it would hide the outcome.
      onClose={() =>
        state.hasTag('busy') || addingBusy ? undefined : planRef.send({ type: 'dialog.close' })
      }
    >
      <Body planRef={planRef} />
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
            {t(CANCEL_REASON_WORDS[code])}
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
        <button type="submit" className={dangerous} disabled={busy}>
          {busy ? <Trans>Cancelling…</Trans> : <Trans>Confirm cancellation</Trans>}
        </button>
        <CloseDialogButton planRef={planRef} busy={busy}>
          <Trans>Keep my plan</Trans>
        </CloseDialogButton>
      </div>
    </form>
  );
}

function Done({ planRef }: { planRef: PlanRef }) {
  const { freeCancel, finished, plan, cycle } = useSelector(planRef, (s) => s.context);
  const money = useMoney();
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  const doneRef = useRef<HTMLButtonElement>(null);
  // The confirmation's controls are gone: focus moves to the one way on, once it can be used.
  useEffect(() => {
    if (!busy) doneRef.current?.focus();
  }, [busy]);
  return (
    <div aria-busy={busy}>
      <p role="status">
        {finished === 'resubscribed' ? (
          <Resubscribed plan={plan} money={money} />
        ) : finished === 'payment' ? (
          <PaymentSwitched planRef={planRef} />
        ) : finished === 'frequency' ? (
          <FrequencyChanged plan={plan} cycle={cycle} />
        ) : freeCancel ? (
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
        onClick={() => planRef.send({ type: 'dialog.close' })}
      >
        <Trans>Done</Trans>
      </button>
    </div>
  );
}

function ProblemCode({ code }: { code: string }) {
  return <Trans>The plan could not be cancelled (Error Code {code}).</Trans>;
}

function Resubscribed({ plan, money }: { plan: MyPlan; money: ReturnType<typeof useMoney> }) {
  const locale = useAppLocale();
  const date = plan.nextPaymentDate ? formatDate(plan.nextPaymentDate, locale) : '';
  const amount =
    plan.nextPaymentAmount === null ? '' : money(plan.nextPaymentAmount, plan.currency);
  return date ? (
    <Trans>
      Your plan is active again. The next payment is {amount} on {date}.
    </Trans>
  ) : (
    <Trans>Your plan is active again.</Trans>
  );
}

/** What re-subscribing costs, charged now to the plan's card, through the shared pay attempt. */
function ConfirmResubscribe({ planRef }: { planRef: PlanRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const { plan, problem } = useSelector(planRef, (s) => s.context);
  const attempt = useSelector(planRef, (s) => s.children.payAttempt);
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  const uncertain = useAttemptUncertain(attempt);
  const amount = money(plan.resubscribeAmount ?? 0, plan.currency);
  const cycle = t(CYCLE_NAMES[plan.subscriptionTime]);
  const card = plan.paymentMethod
    ? `${plan.paymentMethod.brand} •••• ${plan.paymentMethod.last4}`
    : '';
  return (
    <form
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        planRef.send({ type: 'resubscribe.confirm' });
      }}
    >
      <p>
        <Trans>
          {amount} is charged now to {card}, and a new {cycle} period starts today.
        </Trans>
      </p>
      {problem ? <PaymentProblem code={problem.code} /> : null}
      <AttemptNotices attempt={attempt} />
      {uncertain ? null : (
        <div className={actions}>
          <button type="submit" className={button} disabled={busy}>
            {busy ? (
              <Trans>Processing payment…</Trans>
            ) : (
              <Trans>Pay {amount} and re-subscribe</Trans>
            )}
          </button>
          <CloseDialogButton planRef={planRef} busy={busy}>
            <Trans>Not now</Trans>
          </CloseDialogButton>
        </div>
      )}
    </form>
  );
}

/** Spec §8: a refused payment, with the server's code; a refusal that says what to do instead. */
function PaymentProblem({ code }: { code: string }) {
  const { i18n } = useLingui();
  const refusal = RESUBSCRIBE_REFUSALS[code];
  const text = refusal ? i18n._(refusal) : '';
  return (
    <div className={alert} role="alert">
      <p>
        {code === NETWORK_PROBLEM ? (
          <Trans>The payment could not be made. Check your connection and try again.</Trans>
        ) : refusal ? (
          <Trans>
            Error Code {code}: {text}
          </Trans>
        ) : (
          <Trans>
            The system is experiencing technical difficulties. Error Code {code}. Please try again.
          </Trans>
        )}
      </p>
    </div>
  );
}
