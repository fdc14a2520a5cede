import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import type { PlanEvent, PlanEventKind } from '../../api/contract/planActivity';
import type { CancelReason } from '../../api/contract/plans';
import type { ProductCode } from '../../api/contract/products';
import type { planActivityMachine } from '../../machines/planActivityMachine';
import type { BoundMachine } from '../common/boundMachine';
import { CANCEL_REASON_WORDS } from '../common/cancelReasons';
import { LoadFailed, Loading, NotInAccount } from '../common/LoadStates';
import { CYCLE_NAMES, PRODUCT_NAMES } from '../common/plan/planLabels';
import { useMoney } from '../common/plan/useMoney';
import { useAppLocale } from '../common/useAppLocale';
import { formatDate } from '../format';
import { note } from '../layout/layout.css';
import { eventList, eventTime, eventWords } from './billing.css';

/** When a change happened: the reader's own date and time, with the time zone named. */
const MOMENT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: undefined,
};

/** What a sentence about a change can say, already in the reader's language. */
interface Words {
  d: PlanEvent['details'];
  name: string;
  from: string;
  cycle: string;
  amount: string;
  brand: string;
  last4: string;
  date: string;
  code: string;
  days: number;
  reason: string;
  note: string;
}

/** One change of the plan as a sentence in the reader's language. */
function useSentence() {
  const { t } = useLingui();
  const locale = useAppLocale();
  const money = useMoney();
  const product = (code?: string) =>
    code && code in PRODUCT_NAMES ? t(PRODUCT_NAMES[code as ProductCode]) : (code ?? '');
  const reasonOf = (reason?: string) =>
    reason && reason in CANCEL_REASON_WORDS ? t(CANCEL_REASON_WORDS[reason as CancelReason]) : '';
  const say: Record<PlanEventKind, (w: Words) => string> = {
    bought: ({ d, name, cycle, brand, last4 }) =>
      d.card
        ? t`Bought ${name}, ${cycle}, paid with ${brand} ending in ${last4}.`
        : t`Bought ${name}, ${cycle}.`,
    trialStarted: ({ amount, days, date }) =>
      amount
        ? t`Free trial of ${plural(days, { one: '# day', other: '# days' })} started; the first charge, ${amount}, is on ${date}.`
        : t`Free trial of ${plural(days, { one: '# day', other: '# days' })} started; the first charge is on ${date}.`,
    charged: ({ d, amount, brand, last4, code, days, date }) => {
      if (d.amount === 0 && days > 0)
        return t`Promo code ${code} gave ${plural(days, { one: '# free day', other: '# free days' })}; the next charge is on ${date}.`;
      return d.card ? t`Charged ${amount} to ${brand} ending in ${last4}.` : t`Charged ${amount}.`;
    },
    chargeFailed: ({ d, amount }) => {
      const error = d.errorCode ?? '—';
      return t`The charge of ${amount} failed (Error Code ${error}).`;
    },
    frequencyScheduled: ({ cycle, date }) =>
      t`Billing frequency change to ${cycle} scheduled from ${date}.`,
    frequencyApplied: ({ cycle }) => t`Billing frequency changed to ${cycle}.`,
    frequencyWithdrawn: ({ cycle }) =>
      t`Scheduled billing frequency change withdrawn; it stays ${cycle}.`,
    upgraded: ({ from, name, amount }) => t`Upgraded from ${from} to ${name}; charged ${amount}.`,
    cancelled: ({ reason, note }) => {
      if (reason && note) return t`Cancelled. Reason: ${reason}. “${note}”`;
      if (reason) return t`Cancelled. Reason: ${reason}.`;
      return note ? t`Cancelled. “${note}”` : t`Cancelled.`;
    },
    resubscribed: ({ amount }) => t`Re-subscribed; charged ${amount}.`,
    cardSwitched: ({ brand, last4 }) => t`Payment method switched to ${brand} ending in ${last4}.`,
    promoRedeemed: ({ code, date }) => t`Promo code ${code} redeemed for the billing date ${date}.`,
    promoRemoved: ({ code }) => t`Promo code ${code} removed; it can be used again.`,
  };
  return ({ kind, details: d }: PlanEvent): string =>
    say[kind]({
      d,
      name: product(d.productCode),
      from: product(d.fromProductCode),
      cycle: d.cycle ? t(CYCLE_NAMES[d.cycle]) : '',
      amount: d.amount !== undefined && d.currency ? money(d.amount, d.currency) : '',
      brand: d.card?.brand ?? '',
      last4: d.card?.last4 ?? '',
      date: d.date ? formatDate(d.date, locale) : '',
      code: d.code ?? '',
      days: d.days ?? 0,
      reason: reasonOf(d.reason),
      note: d.note ?? '',
    });
}

function Events({ events }: { events: PlanEvent[] }) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const sentence = useSentence();
  if (events.length === 0)
    return (
      <p className={note}>
        <Trans>Nothing has happened to this plan yet.</Trans>
      </p>
    );
  return (
    <ol className={eventList} aria-label={t`Plan activity`}>
      {events.map((event) => (
        <li key={event.id}>
          <time className={eventTime} dateTime={event.at}>
            {formatDate(event.at, locale, MOMENT)}
          </time>
          <span className={eventWords}>{sentence(event)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A plan's activity: every change the server made to it, newest first. */
export function PlanActivity({
  orderId,
  planActivity,
}: {
  orderId: number;
  planActivity: BoundMachine<typeof planActivityMachine>;
}) {
  const [state, send] = useMachine(planActivity.machine, {
    input: { orderId },
    ...planActivity.options,
  });
  const busy = state.hasTag('busy');
  return (
    <div aria-busy={busy}>
      {busy ? (
        <Loading>
          <Trans>Loading the plan’s activity…</Trans>
        </Loading>
      ) : null}
      {state.matches('failed') ? (
        <LoadFailed
          title={<Trans>The plan’s activity could not be loaded</Trans>}
          onRetry={() => send({ type: 'activity.retry' })}
        />
      ) : null}
      {state.matches('notFound') ? (
        <NotInAccount title={<Trans>This plan is not in your account</Trans>} />
      ) : null}
      {state.matches('listed') ? <Events events={state.context.events} /> : null}
    </div>
  );
}
