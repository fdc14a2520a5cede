import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import type { MyPlan } from '../../../src/api/contract/plans';
import { planMachine } from '../../../src/machines/planMachine';
import { myPlan } from '../../factories/pricing';
import { cardName, type TypedCard } from '../../pages/cards';
import { CYCLES } from '../../pages/checkout';
import type { Person } from '../../pages/person';
import {
  CANCEL_WORDS,
  cancelFlow,
  FREQUENCY_WORDS,
  frequencyFlow,
  myPlansPage,
  PAYMENT_WORDS,
  paymentFlow,
  paymentRefused,
  resubscribeFlow,
} from '../../pages/plans';
import type { MachineModel } from '../machineModel';

// trial@'s plan in the demo data: cancelled inside its free trial, or (cancelled first) re-subscribed.
export const trialPlan = myPlan('HK_ALL', {
  orderId: 31,
  status: 'trial',
  inTrial: true,
  canCancelFree: true,
  freeCancelUntil: '2025-02-08T00:00:00.000Z',
});
const gone: Partial<MyPlan> = {
  hasAccess: false,
  nextPaymentDate: null,
  canChangeFrequency: false,
  frequencyAmounts: [],
};
export const cancelledPlan: MyPlan = {
  ...trialPlan,
  ...gone,
  status: 'cancelled',
  inTrial: false,
  canCancelFree: false,
  nextPaymentAmount: null,
  resubscribeAmount: 22600,
};
/**
 * trial@'s cards: its plan's Visa 4242, a Mastercard 4444 stored beside it (the real runner
 * stores it first), and a Visa 5556 the investor types in place.
 */
const card = (id: number, brand: string, last4: string, isDefault = false): Card => ({
  id,
  brand,
  last4,
  expMonth: 12,
  expYear: 2034,
  holder: 'Tina Trial',
  isDefault,
  paysFor: [],
});
const OWN_CARD = card(1, 'Visa', '4242', true);
export const OTHER_CARD = card(2, 'Mastercard', '4444');
const NEW_CARD = card(3, 'Visa', '5556');
const CARDS = [OWN_CARD, OTHER_CARD, NEW_CARD];
export const OTHER_NUMBER = '5555555555554444';
export const TYPED_CARD: TypedCard = {
  holder: 'Tina Trial',
  number: '4000 0566 5566 5556',
  expiry: '12/34',
  cvc: '123',
};
export const nameOfCard = (id: number | null) => {
  const found = CARDS.find((c) => c.id === id);
  return found ? cardName(found.brand, found.last4) : '';
};
const paidBy = ({ id, brand, last4 }: Card): MyPlan => ({
  ...trialPlan,
  paymentMethod: { cardId: id, brand, last4, expiresFirst: false },
});
const hasNew = (cards: Card[]) => cards.some((c) => c.id === NEW_CARD.id);
const cardsIn = (e: AnyEventObject) => (e as { output?: Card[] }).output ?? [];

const activePlan: MyPlan = { ...trialPlan, status: 'active', inTrial: false, canCancelFree: false };
const annualFromNext: MyPlan = { ...trialPlan, pendingSubscriptionTime: 12 };
const refusal = (code: string) => ({ ok: false, problem: { code, message: '' } });
const freeOf = (e: AnyEventObject) =>
  (e as { output?: { value?: { freeCancel?: boolean } } }).output?.value?.freeCancel;
const output = (e: AnyEventObject) => (e as { output?: { ok?: boolean; status?: string } }).output;

const listedIn = (e: AnyEventObject) => e.output as MyPlan;
const cycleIn = (e: AnyEventObject) => e.subscriptionTime as number;

/** The plan as the server lists it after the change this state just made. */
function listsAsChanged(
  { context: { finished, plan, cycle, cardId } }: SnapshotFrom<typeof planMachine>,
  listed: MyPlan,
) {
  if (finished === 'resubscribed') return listed.status === 'active';
  if (finished === 'cancelled') return listed.status === 'cancelled';
  if (finished === 'payment')
    return listed.status === plan.status && listed.paymentMethod?.cardId === cardId;
  // Every other change keeps the plan's card.
  if (listed.paymentMethod?.cardId !== plan.paymentMethod?.cardId) return false;
  const pending = cycle === plan.subscriptionTime ? null : cycle;
  return listed.status === plan.status && listed.pendingSubscriptionTime === pending;
}

const WORDS: Record<string, string> = {
  'cancel.open': 'The investor clicks Cancel plan',
  'cancel.reason': 'The investor picks “It costs too much”',
  'cancel.note': 'The investor types a few words',
  'cancel.confirm': 'The investor clicks Confirm cancellation',
  'resubscribe.open': 'The investor clicks Re-Subscribe',
  'resubscribe.confirm': 'The investor clicks Pay … and re-subscribe',
  'frequency.open': 'The investor clicks Change billing frequency',
  'frequency.confirm': 'The investor clicks Update frequency',
  'xstate.error.actor.changeFrequency': 'The frequency change gets no answer (network)',
  'dialog.close': 'The investor closes the dialog (Keep my plan, Not now or Done)',
  'xstate.error.actor.cancelPlan': 'The cancel request gets no answer (network)',
  'xstate.error.actor.loadPlan': 'The plan cannot be read again (network)',
  'payment.open': 'The investor clicks Update payment method',
  'payment.retry': 'The investor clicks Try again',
  'payment.add': 'The investor clicks Add a new card',
  'payment.confirm': 'The investor clicks Switch card',
  'xstate.error.actor.loadCards': 'The saved cards cannot be read (network)',
  'xstate.error.actor.switchPaymentMethod': 'The switch gets no answer (network)',
};

/** The card switch's steps in words (undefined: not one of them). */
function describeCardStep(e: AnyEventObject): string | undefined {
  if (e.type === 'payment.choose') return `The investor picks ${nameOfCard(e.cardId)}`;
  if (e.type === 'xstate.done.actor.loadCards')
    return `The server lists ${cardsIn(e).length} saved cards`;
  if (e.type === 'xstate.done.actor.newCard')
    return e.output ? 'The investor types a Visa and adds it' : 'The investor cancels the new card';
  if (e.type === 'xstate.done.actor.switchPaymentMethod')
    return output(e)?.ok
      ? 'The server switches the card'
      : 'The server refuses: the plan is cancelled (0072)';
  return undefined;
}

export const model: MachineModel<typeof planMachine> = {
  machine: planMachine,
  starts: [
    { description: 'My Plan shows a plan in trial', input: { plan: trialPlan, lang: 'en' } },
    { description: 'My Plan shows a cancelled plan', input: { plan: cancelledPlan, lang: 'en' } },
  ],
  // A cancelled plan offers other steps than a live one: the plan's status is part of the state.
  simplePaths: false,
  serialize: (s) =>
    JSON.stringify([
      s.value,
      s.context.plan.status,
      s.context.finished,
      s.context.cycle,
      s.context.plan.pendingSubscriptionTime,
      // Which cards are which does not change what can happen next; whether the pick differs does.
      s.context.cardId === s.context.plan.paymentMethod?.cardId,
      hasNew(s.context.cards),
    ]),
  events: [
    { type: 'cancel.open' },
    { type: 'cancel.reason', reason: 'too_expensive' },
    { type: 'cancel.note', note: 'Too dear' },
    { type: 'cancel.confirm' },
    { type: 'resubscribe.open' },
    { type: 'resubscribe.confirm' },
    { type: 'dialog.close' },
    { type: 'frequency.open' },
    { type: 'frequency.choose', subscriptionTime: 12 },
    { type: 'frequency.choose', subscriptionTime: 1 },
    { type: 'frequency.confirm' },
    { type: 'xstate.done.actor.changeFrequency', output: { ok: true, value: {} } },
    { type: 'xstate.done.actor.changeFrequency', output: refusal('0072') },
    { type: 'xstate.error.actor.changeFrequency', error: new TypeError('offline') },
    { type: 'xstate.done.actor.cancelPlan', output: { ok: true, value: { freeCancel: true } } },
    { type: 'xstate.done.actor.cancelPlan', output: { ok: true, value: { freeCancel: false } } },
    { type: 'xstate.done.actor.cancelPlan', output: refusal('0072') },
    { type: 'xstate.error.actor.cancelPlan', error: new TypeError('offline') },
    { type: 'xstate.done.actor.payAttempt', output: { ok: true, value: {} } },
    { type: 'xstate.done.actor.payAttempt', output: refusal('5001') },
    { type: 'xstate.done.actor.loadPlan', output: { ...cancelledPlan, resubscribeAmount: 22600 } },
    { type: 'xstate.done.actor.loadPlan', output: activePlan },
    { type: 'xstate.done.actor.loadPlan', output: annualFromNext },
    { type: 'xstate.done.actor.loadPlan', output: trialPlan },
    { type: 'xstate.error.actor.loadPlan', error: new TypeError('offline') },
    { type: 'payment.open' },
    { type: 'xstate.done.actor.loadCards', output: [OWN_CARD, OTHER_CARD] },
    { type: 'xstate.done.actor.loadCards', output: CARDS },
    { type: 'xstate.error.actor.loadCards', error: new TypeError('offline') },
    { type: 'payment.retry' },
    { type: 'payment.choose', cardId: OTHER_CARD.id },
    { type: 'payment.add' },
    { type: 'xstate.done.actor.newCard', output: NEW_CARD },
    { type: 'xstate.done.actor.newCard', output: null },
    { type: 'payment.confirm' },
    { type: 'xstate.done.actor.switchPaymentMethod', output: { ok: true, value: {} } },
    { type: 'xstate.done.actor.switchPaymentMethod', output: refusal('0072') },
    { type: 'xstate.error.actor.switchPaymentMethod', error: new TypeError('offline') },
    { type: 'xstate.done.actor.loadPlan', output: paidBy(OTHER_CARD) },
    { type: 'xstate.done.actor.loadPlan', output: paidBy(NEW_CARD) },
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadCards' &&
        hasNew(cardsIn(event)) !== hasNew(state.context.cards),
      why: 'The server lists exactly the cards stored: the one added in place, once it was.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.newCard' &&
        event.output !== null &&
        hasNew(state.context.cards),
      why: 'The card typed in place is stored once; a second would be another card.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.cancelPlan' &&
        output(event)?.ok === true &&
        freeOf(event) !== state.context.plan.canCancelFree,
      why: 'The server cancels free of charge exactly inside the trial’s free-cancel window.',
    },
    {
      scope: 'runner:real',
      when: ({ event, path, at = 0 }) =>
        /done\.actor\.(cancelPlan|payAttempt|changeFrequency|switchPaymentMethod)$/.test(
          event.type,
        ) &&
        (path?.events.slice(0, at).some((e) => e.type === 'xstate.error.actor.loadPlan') ?? false),
      why: 'After the plan could not be read again its card is out of date: the real server answers from the plan as it really is.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadPlan' && !listsAsChanged(state, listedIn(event)),
      why: 'The server lists the plan as the change it just made left it.',
    },
    {
      scope: 'runner:real',
      when: ({ event, path }) =>
        event.type === 'payment.open' &&
        (path?.events.some((e) => e.type === 'xstate.done.actor.payAttempt' && !output(e)?.ok) ??
          false),
      why: 'A declined payment is had by paying with the sandbox’s declined card first: the plan is then not on the Visa the card switch starts from.',
    },
    {
      scope: 'runner:real',
      when: ({ event, path }) =>
        event.type === 'xstate.done.actor.payAttempt' &&
        (path?.events.some((e) => e.type === event.type && output(e)?.ok !== output(event)?.ok) ??
          false),
      why: 'The sandbox answers by the card, and a cancelled plan’s card cannot be switched: on one path every payment is charged or every one declined.',
    },
    {
      scope: 'runner:real',
      when: ({ event, path, at = 0 }) =>
        /done\.actor\.(cancelPlan|payAttempt|changeFrequency|switchPaymentMethod)$/.test(
          event.type,
        ) &&
        output(event)?.ok === true &&
        (path?.events
          .slice(0, at)
          .some(
            (e) =>
              /done\.actor\.(cancelPlan|changeFrequency|switchPaymentMethod)$/.test(e.type) &&
              output(e)?.ok === false,
          ) ??
          false),
      why: 'A refusal is had by cancelling the plan elsewhere first: after it the server refuses every change.',
    },
  ],
  describeEvent: (e: AnyEventObject) => {
    if (e.type === 'frequency.choose') return `The investor picks ${CYCLES[cycleIn(e)]}`;
    const aboutCards = describeCardStep(e);
    if (aboutCards) return aboutCards;
    if (e.type === 'xstate.done.actor.changeFrequency')
      return output(e)?.ok
        ? 'The server schedules the new frequency'
        : 'The server refuses: the plan is cancelled (0072)';
    const out = output(e);
    if (e.type === 'xstate.done.actor.loadPlan') {
      const { pendingSubscriptionTime: pending, paymentMethod } = listedIn(e);
      return `The server lists the plan as ${out?.status}${pending ? `, ${CYCLES[pending]} from the next payment` : ''}, paid by ${nameOfCard(paymentMethod?.cardId ?? null)}`;
    }
    if (!out) return WORDS[e.type] ?? e.type;
    if (e.type.endsWith('cancelPlan'))
      return out.ok
        ? 'The server cancels the plan (free)'
        : 'The server refuses: already cancelled (0072)';
    return out.ok ? 'The card is charged' : 'The card is declined (5001)';
  },
};

/** What a person does and sees, the same in both runners (tests/pages/plans.ts). */
export type PlanSeen = {
  person: Person;
  plan: MyPlan;
  closeWith:
    | 'keep'
    | 'notNow'
    | 'close'
    | 'welcomed'
    | 'keepFrequency'
    | 'updated'
    | 'keepCard'
    | 'dismissCard'
    | 'switched';
};
type S = SnapshotFrom<typeof planMachine>;
type Check = (h: PlanSeen, s: S) => Promise<void>;
const cancel = (h: PlanSeen) => cancelFlow(h.person, h.plan.productName);
const again = (h: PlanSeen) => resubscribeFlow(h.person, h.plan.productName);
const frequency = (h: PlanSeen) => frequencyFlow(h.person, h.plan.productName);
const payment = (h: PlanSeen) => paymentFlow(h.person, h.plan.productName);
const cardOf = (s: S) => nameOfCard(s.context.cardId);
const words = (
  { context: { problem } }: S,
  refused: (code: string) => string,
  offline: string = CANCEL_WORDS.offline,
) => (problem ? (problem.code === 'network' ? offline : refused(problem.code)) : undefined);
const CLOSE: Record<PlanSeen['closeWith'], (h: PlanSeen) => Promise<void>> = {
  keep: (h) => cancel(h).keep(),
  close: (h) => cancel(h).close(),
  notNow: (h) => again(h).notNow(),
  welcomed: (h) => again(h).close(),
  keepFrequency: (h) => frequency(h).keep(),
  updated: (h) => frequency(h).close(),
  keepCard: (h) => payment(h).keep(),
  dismissCard: (h) => payment(h).dismiss(),
  switched: (h) => payment(h).close(),
};
const frequencyDone = (h: PlanSeen, { context: { cycle, plan } }: S) =>
  frequency(h).done(CYCLES[cycle] ?? '', cycle === plan.subscriptionTime);
const DONE = {
  cancelled: (h: PlanSeen, s: S) => cancel(h).done(s.context.freeCancel),
  resubscribed: (h: PlanSeen) => again(h).done(),
  frequency: frequencyDone,
  payment: (h: PlanSeen, s: S) => payment(h).done(cardOf(s)),
};
const CLOSE_DONE = {
  cancelled: 'close',
  resubscribed: 'welcomed',
  frequency: 'updated',
  payment: 'switched',
} as const;

export const planSees = {
  events: {
    'cancel.open': (h: PlanSeen) => cancel(h).open(),
    'cancel.reason': (h: PlanSeen) => cancel(h).reason('It costs too much'),
    'cancel.note': (h: PlanSeen) => cancel(h).note('Too dear'),
    'cancel.confirm': (h: PlanSeen) => cancel(h).confirm(),
    'resubscribe.open': (h: PlanSeen) => again(h).open(),
    'resubscribe.confirm': (h: PlanSeen) => again(h).confirm(),
    'dialog.close': (h: PlanSeen) => CLOSE[h.closeWith](h),
    'frequency.open': (h: PlanSeen) => frequency(h).open(),
    'frequency.choose': (h: PlanSeen, e: AnyEventObject) =>
      frequency(h).choose(CYCLES[cycleIn(e)] ?? ''),
    'frequency.confirm': (h: PlanSeen) => frequency(h).confirm(),
    'payment.open': (h: PlanSeen) => payment(h).open(),
    'payment.retry': (h: PlanSeen) => payment(h).retry(),
    'payment.choose': (h: PlanSeen, e: AnyEventObject) => payment(h).choose(nameOfCard(e.cardId)),
    'payment.add': (h: PlanSeen) => payment(h).add(),
    'payment.confirm': (h: PlanSeen) => payment(h).confirm(),
  },
  states: {
    idle: async (h, s) => {
      await cancel(h).closed();
      await again(h).closed();
      await frequency(h).closed();
      await payment(h).closed();
      await myPlansPage(h.person).plans([s.context.plan]);
    },
    confirmingCancel: async (h, s) => {
      h.closeWith = 'keep';
      await cancel(h).asks(s.context.plan.canCancelFree, words(s, CANCEL_WORDS.refused));
    },
    cancelling: (h) => cancel(h).waits(),
    confirmingResubscribe: async (h, s) => {
      h.closeWith = 'notNow';
      await again(h).asks(words(s, paymentRefused));
    },
    resubscribing: (h) => again(h).waits(),
    choosingFrequency: async (h, s) => {
      h.closeWith = 'keepFrequency';
      const { cycle, plan } = s.context;
      const changes = cycle !== (plan.pendingSubscriptionTime ?? plan.subscriptionTime);
      await frequency(h).asks(changes, words(s, FREQUENCY_WORDS.refused, FREQUENCY_WORDS.offline));
    },
    changingFrequency: (h) => frequency(h).waits(),
    'choosingCard.loading': async (h) => {
      h.closeWith = 'dismissCard';
      await payment(h).loading();
    },
    'choosingCard.failed': async (h) => {
      h.closeWith = 'dismissCard';
      await payment(h).loadFailed();
    },
    'choosingCard.picking': async (h, s) => {
      h.closeWith = 'keepCard';
      const { cardId, plan } = s.context;
      const problem = words(s, PAYMENT_WORDS.refused, PAYMENT_WORDS.offline);
      await payment(h).asks(nameOfCard(cardId), cardId !== plan.paymentMethod?.cardId, problem);
    },
    'choosingCard.adding': async (h) => {
      h.closeWith = 'dismissCard';
      await payment(h).adding();
    },
    switching: (h) => payment(h).waits(),
    refreshing: (h, s) => DONE[s.context.finished ?? 'cancelled'](h, s),
    done: async (h, s) => {
      const finished = s.context.finished ?? 'cancelled';
      h.closeWith = CLOSE_DONE[finished];
      await DONE[finished](h, s);
    },
  } as Record<string, Check>,
};
