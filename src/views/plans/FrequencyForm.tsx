import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SubscriptionTime } from '../../api/contract/codes';
import type { MyPlan } from '../../api/contract/plans';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { planMachine } from '../../machines/planMachine';
import { alert } from '../common/alert.css';
import { CYCLE_NAMES } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import { button } from '../layout/layout.css';
import { CloseDialogButton } from './CloseDialogButton';
import { actions, choices } from './plans.css';

type PlanRef = ActorRefFrom<typeof planMachine>;

const amountOf = (plan: MyPlan, cycle: SubscriptionTime) =>
  plan.frequencyAmounts.find((f) => f.subscriptionTime === cycle)?.amount ?? null;

/**
 * Spec §4: the new frequency applies from the next payment date. Each choice shows what that
 * payment will be; the frequency in force (marked current) withdraws a scheduled change.
 */
export function ChooseFrequency({ planRef }: { planRef: PlanRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useAppLocale();
  const { plan, cycle, problem } = useSelector(planRef, (s) => s.context);
  const busy = useSelector(planRef, (s) => s.hasTag('busy'));
  const scheduled = plan.pendingSubscriptionTime ?? plan.subscriptionTime;
  const date = plan.nextPaymentDate ? formatDate(plan.nextPaymentDate, locale) : '';
  const current = t(CYCLE_NAMES[plan.subscriptionTime]);
  const pending = plan.pendingSubscriptionTime ? t(CYCLE_NAMES[plan.pendingSubscriptionTime]) : '';
  return (
    <form
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        planRef.send({ type: 'frequency.confirm' });
      }}
    >
      <p>
        <Trans>The new frequency takes effect on the next payment date, {date}.</Trans>
      </p>
      {pending ? (
        <p>
          <Trans>
            A change to {pending} is scheduled. Choose {current} to withdraw it.
          </Trans>
        </p>
      ) : null}
      <fieldset className={choices} disabled={busy}>
        <legend>
          <Trans>Billing frequency</Trans>
        </legend>
        {plan.frequencyAmounts.map(({ subscriptionTime, amount }) => {
          const name = t(CYCLE_NAMES[subscriptionTime]);
          const price = money(amount, plan.currency);
          return (
            <label key={subscriptionTime}>
              <input
                type="radio"
                name="frequency"
                checked={cycle === subscriptionTime}
                onChange={() => planRef.send({ type: 'frequency.choose', subscriptionTime })}
              />{' '}
              {subscriptionTime === plan.subscriptionTime ? (
                <Trans>
                  {name} (current): {price} per payment
                </Trans>
              ) : (
                <Trans>
                  {name}: {price} per payment
                </Trans>
              )}
            </label>
          );
        })}
      </fieldset>
      {problem ? (
        <div className={alert} role="alert">
          <p>
            {problem.code === NETWORK_PROBLEM ? (
              <Trans>Update Failed. Check your connection and try again.</Trans>
            ) : (
              <UpdateFailed code={problem.code} />
            )}
          </p>
        </div>
      ) : null}
      <div className={actions}>
        <button type="submit" className={button} disabled={busy || cycle === scheduled}>
          {busy ? (
            <Trans>Updating…</Trans>
          ) : pending && cycle === plan.subscriptionTime ? (
            <Trans>Withdraw the change</Trans>
          ) : (
            <Trans>Update frequency</Trans>
          )}
        </button>
        <CloseDialogButton planRef={planRef} busy={busy}>
          <Trans>Keep as it is</Trans>
        </CloseDialogButton>
      </div>
    </form>
  );
}

/** The success screen's words: the frequency and amount from the next payment date, or withdrawn. */
export function FrequencyChanged({ plan, cycle }: { plan: MyPlan; cycle: SubscriptionTime }) {
  const { t } = useLingui();
  const money = useMoney();
  const locale = useAppLocale();
  const name = t(CYCLE_NAMES[cycle]);
  if (cycle === plan.subscriptionTime)
    return <Trans>The scheduled change is withdrawn. Billing stays {name}.</Trans>;
  const amount = amountOf(plan, cycle);
  const price = amount === null ? '' : money(amount, plan.currency);
  const date = plan.nextPaymentDate ? formatDate(plan.nextPaymentDate, locale) : '';
  return (
    <Trans>
      From {date}, billing is {name}: {price} per payment.
    </Trans>
  );
}

function UpdateFailed({ code }: { code: string }) {
  return <Trans>Update Failed (Error Code {code}).</Trans>;
}
