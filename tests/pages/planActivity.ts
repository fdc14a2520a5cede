import type { PlanEvent } from '../../src/api/contract/planActivity';
import { formatDate, formatMoney } from '../../src/views/format';
import { button, heading, type Person, text } from './person';

/** A plan's activity: its billing page with the Plan activity tab chosen. */
export const activityUrl = (orderId: number) =>
  `/pricing/personalcentre/myplans/billing/${orderId}?view=activity`;

export const ACTIVITY_WORDS = {
  tab: 'Plan activity',
  loading: 'Loading the plan’s activity…',
  failed: 'The plan’s activity could not be loaded',
  notFound: 'This plan is not in your account',
  none: 'Nothing has happened to this plan yet.',
} as const;

const PRODUCTS: Record<string, string> = {
  COMBO: 'Combo Premium',
  HK_ALL: 'HKEx All-Platform',
  A_ALL: 'A-Shares All-Platform',
  HK_MOBILE: 'HKEx Mobile',
  A_MOBILE: 'A-Shares Mobile',
};
const CYCLES = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' } as const;
const REASONS: Record<string, string> = {
  too_expensive: 'It costs too much',
  not_using: "I don't use it enough",
  missing_features: 'It lacks something I need',
  switching: "I'm moving to another service",
  other: 'Another reason',
};

type Details = PlanEvent['details'];
interface W {
  d: Details;
  name: string;
  cycle: string;
  amount: string;
  card: string;
  date: string;
  reason: string;
}
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

const SENTENCES: Record<PlanEvent['kind'], (w: W) => string> = {
  bought: ({ name, cycle, card }) =>
    card ? `Bought ${name}, ${cycle}, paid with ${card}.` : `Bought ${name}, ${cycle}.`,
  trialStarted: ({ d, amount, date }) =>
    amount
      ? `Free trial of ${count(d.days ?? 0, 'day')} started; the first charge, ${amount}, is on ${date}.`
      : `Free trial of ${count(d.days ?? 0, 'day')} started; the first charge is on ${date}.`,
  charged: ({ d, amount, card, date }) => {
    if (d.amount === 0 && d.days)
      return `Promo code ${d.code} gave ${count(d.days, 'free day')}; the next charge is on ${date}.`;
    return card ? `Charged ${amount} to ${card}.` : `Charged ${amount}.`;
  },
  chargeFailed: ({ d, amount }) => `The charge of ${amount} failed (Error Code ${d.errorCode}).`,
  frequencyScheduled: ({ cycle, date }) =>
    `Billing frequency change to ${cycle} scheduled from ${date}.`,
  frequencyApplied: ({ cycle }) => `Billing frequency changed to ${cycle}.`,
  frequencyWithdrawn: ({ cycle }) =>
    `Scheduled billing frequency change withdrawn; it stays ${cycle}.`,
  upgraded: ({ d, name, amount }) =>
    `Upgraded from ${PRODUCTS[d.fromProductCode ?? '']} to ${name}; charged ${amount}.`,
  cancelled: ({ d, reason }) => {
    if (reason && d.note) return `Cancelled. Reason: ${reason}. “${d.note}”`;
    if (reason) return `Cancelled. Reason: ${reason}.`;
    return d.note ? `Cancelled. “${d.note}”` : 'Cancelled.';
  },
  resubscribed: ({ amount }) => `Re-subscribed; charged ${amount}.`,
  cardSwitched: ({ card }) => `Payment method switched to ${card}.`,
  promoRedeemed: ({ d, date }) => `Promo code ${d.code} redeemed for the billing date ${date}.`,
  promoRemoved: ({ d }) => `Promo code ${d.code} removed; it can be used again.`,
};

/** The sentence the page writes for a change, in English, written out so a changed one fails. */
function eventWords({ kind, details: d }: PlanEvent): string {
  return SENTENCES[kind]({
    d,
    name: PRODUCTS[d.productCode ?? ''] ?? d.productCode ?? '',
    cycle: d.cycle ? CYCLES[d.cycle] : '',
    amount: d.amount !== undefined && d.currency ? formatMoney(d.amount, d.currency, 'en') : '',
    card: d.card ? `${d.card.brand} ending in ${d.card.last4}` : '',
    date: d.date ? formatDate(d.date, 'en') : '',
    reason: d.reason ? (REASONS[d.reason] ?? '') : '',
  });
}

export function planActivityPage(p: Person) {
  return {
    open: () => p.clicks({ role: 'tab', name: ACTIVITY_WORDS.tab }),
    loading: () => p.announces(ACTIVITY_WORDS.loading),
    failed: () => p.sees({ role: 'alert' }, new RegExp(ACTIVITY_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    notFound: async () => {
      await p.sees(heading(ACTIVITY_WORDS.notFound, 2));
      await p.seesNo(text(/^(Bought|Charged|Cancelled)/));
    },
    /** Every change the server recorded, each as its sentence (none: the page says so). */
    listed: async (events: readonly PlanEvent[]) => {
      if (events.length === 0) await p.sees(text(ACTIVITY_WORDS.none));
      // Two charges of one amount read alike: each distinct sentence is in the one list.
      for (const words of new Set(events.map(eventWords)))
        await p.seesIn({ role: 'list', name: ACTIVITY_WORDS.tab }, words);
      await p.seesNo({ role: 'alert' });
    },
  };
}
