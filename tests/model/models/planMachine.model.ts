import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import type { MyPlan } from '../../../src/api/contract/plans';
import { NETWORK_PROBLEM } from '../../../src/api/contract/result';
import { planMachine } from '../../../src/machines/planMachine';
import { aTrialPlan } from '../../factories/billing';
import { aCard } from '../../factories/checkout';
import { aCancelledPlan } from '../../factories/myPlans';
import { cardName, type TypedCard } from '../../pages/cards';
import { CYCLES } from '../../pages/checkout';
import type { Person } from '../../pages/person';
import {
  CANCEL_WORDS,
  FREQUENCY_WORDS,
  onePlan,
  PAYMENT_WORDS,
  paymentRefused,
} from '../../pages/plans';
import type { Step } from '../cannot';
import type { MachineModel } from '../machineModel';

// trial@'s plan in the demo data: cancelled inside its free trial, or (cancelled first) re-subscribed.
const trialPlan = aTrialPlan('HK_ALL', '2025-02-05T00:00:00.000Z', { orderId: 31 });
const cancelledPlan = aCancelledPlan(trialPlan);
const activePlan: MyPlan = { ...trialPlan, status: 'active', inTrial: false, canCancelFree: false };
const annualFromNext: MyPlan = { ...trialPlan, pendingSubscriptionTime: 12 };

/**
 * trial@'s cards: its plan's Visa 4242, a Mastercard 4444 stored beside it (the real runner
 * stores it first), and a Visa 5556 the investor types in place.
 */
const card = (id: number, brand: string, last4: string, isDefault = false) =>
  aCard({ id, brand, last4, isDefault, expYear: 2034, holder: 'Tina Trial' });
const OWN_CARD = card(1, 'Visa', '4242', true);
const OTHER_CARD = card(2, 'Mastercard', '4444');
const NEW_CARD = card(3, 'Visa', '5556');
const CARDS = [OWN_CARD, OTHER_CARD, NEW_CARD];
const TYPED_CARD: TypedCard = {
  holder: 'Tina Trial',
  number: '4000 0566 5566 5556',
  expiry: '12/34',
  cvc: '123',
};
const nameOfCard = (id: number | null) => {
  const found = CARDS.find((c) => c.id === id);
  return found ? cardName(found.brand, found.last4) : '';
};
const paidBy = ({ id, brand, last4 }: Card): MyPlan => ({
  ...trialPlan,
  paymentMethod: { cardId: id, brand, last4, expiresFirst: false },
});
const hasNew = (cards: Card[]) => cards.some((c) => c.id === NEW_CARD.id);

const OK = { ok: true, value: {} };
const OFFLINE = new TypeError('offline');
const refusal = (code: string) => ({ ok: false, problem: { code, message: '' } });
const cancelled = (freeCancel: boolean) => ({ ok: true, value: { freeCancel } });
/** The machine's call `actor` ends with each of these outputs (one event each). */
const answers = (actor: string, ...outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${actor}`, output }));
/** The call gets no answer (network). */
const noAnswer = (actor: string) => ({ type: `xstate.error.actor.${actor}`, error: OFFLINE });
const ok = (e: AnyEventObject) => e.output?.ok === true;
/** Every change the server makes, or refuses. */
const CHANGE = /^xstate\.done\.actor\.(cancelPlan|payAttempt|changeFrequency|switchPaymentMethod)$/;
/** The steps a path took before this one, or all of it: what the real runner arranged for them. */
const before = ({ path, at = 0 }: Step) => path?.events.slice(0, at) ?? [];
const onPath = ({ path }: Step) => path?.events ?? [];

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

/**
 * The machine's words are the same for these answers (a plan read again, the saved cards, a
 * cancellation with or without a charge): these tell them apart.
 */
const ANSWERS: Record<string, (e: AnyEventObject) => string | undefined> = {
  'xstate.done.actor.cancelPlan': (e) =>
    ok(e)
      ? `The server cancels the plan (${e.output.value.freeCancel ? 'free' : 'not free'})`
      : undefined,
  'xstate.done.actor.loadPlan': ({ output: plan }) => {
    const next = plan.pendingSubscriptionTime;
    const change = next ? `, ${CYCLES[next]} from the next payment` : '';
    const card = nameOfCard(plan.paymentMethod?.cardId ?? null);
    return `The server lists the plan as ${plan.status}${change}, paid by ${card}`;
  },
  'xstate.done.actor.loadCards': (e) => `The server lists ${e.output.length} saved cards`,
};

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
    ...answers('changeFrequency', OK, refusal('0072')),
    noAnswer('changeFrequency'),
    ...answers('cancelPlan', cancelled(true), cancelled(false), refusal('0072')),
    noAnswer('cancelPlan'),
    // A lost answer is resent by the pay attempt itself (its own model): it is charged or declined.
    ...answers('payAttempt', OK, refusal('5001')),
    ...answers('loadPlan', cancelledPlan, activePlan, annualFromNext, trialPlan),
    noAnswer('loadPlan'),
    { type: 'payment.open' },
    ...answers('loadCards', [OWN_CARD, OTHER_CARD], CARDS),
    noAnswer('loadCards'),
    { type: 'payment.retry' },
    { type: 'payment.choose', cardId: OTHER_CARD.id },
    { type: 'payment.add' },
    // The new card form ends with the card stored, or given up.
    ...answers('newCard', NEW_CARD, null),
    { type: 'payment.confirm' },
    ...answers('switchPaymentMethod', OK, refusal('0072')),
    noAnswer('switchPaymentMethod'),
    ...answers('loadPlan', paidBy(OTHER_CARD), paidBy(NEW_CARD)),
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadCards' &&
        hasNew(event.output) !== hasNew(state.context.cards),
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
        ok(event) &&
        event.output.value.freeCancel !== state.context.plan.canCancelFree,
      why: 'The server cancels free of charge exactly inside the trial’s free-cancel window.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadPlan' && !listsAsChanged(state, event.output),
      why: 'The server lists the plan as the change it just made left it.',
    },
    {
      scope: 'runner:real',
      when: (step) =>
        CHANGE.test(step.event.type) &&
        before(step).some((e) => e.type === 'xstate.error.actor.loadPlan'),
      why: 'After the plan could not be read again its card is out of date: the real server answers from the plan as it really is.',
    },
    {
      scope: 'runner:real',
      when: (step) =>
        step.event.type === 'payment.open' &&
        onPath(step).some((e) => e.type === 'xstate.done.actor.payAttempt' && !ok(e)),
      why: 'A declined payment is had by paying with the sandbox’s declined card first: the plan is then not on the Visa the card switch starts from.',
    },
    {
      scope: 'runner:real',
      when: (step) =>
        step.event.type === 'xstate.done.actor.payAttempt' &&
        onPath(step).some((e) => e.type === step.event.type && ok(e) !== ok(step.event)),
      why: 'The sandbox answers by the card, and a cancelled plan’s card cannot be switched: on one path every payment is charged or every one declined.',
    },
  ],
  describeEvent: (e: AnyEventObject) => ANSWERS[e.type]?.(e),
};

/** My Plan's card of one plan and its four dialogs (tests/pages/plans.ts), in both runners. */
export const planPage =
  ({ productName }: MyPlan) =>
  (person: Person) => ({
    ...onePlan(person, productName),
    /** The button that closes the dialog on screen (Keep my plan, Done…): its state sets it. */
    close: (): Promise<unknown> => Promise.reject(new Error('no dialog is open')),
  });
export type PlanSeen = { page: ReturnType<ReturnType<typeof planPage>> };
type S = SnapshotFrom<typeof planMachine>;
type Check = (h: PlanSeen, s: S) => Promise<void>;

type Words = { refused: (code: string) => string; offline?: string };
/** What the dialog says of the last try's problem (undefined: there was none). */
const problemIn = ({ context: { problem } }: S, words: Words) => {
  if (!problem) return undefined;
  return problem.code === NETWORK_PROBLEM ? words.offline : words.refused(problem.code);
};

/** The success screen each change ends on (up while the plan is read again), and its Done. */
const success: Check = ({ page }, { context: { finished, freeCancel, cycle, plan, cardId } }) => {
  const flows = {
    cancelled: page.cancel,
    resubscribed: page.again,
    frequency: page.frequency,
    payment: page.payment,
  };
  page.close = flows[finished!].close;
  if (finished === 'cancelled') return page.cancel.done(freeCancel);
  if (finished === 'resubscribed') return page.again.done();
  if (finished === 'frequency')
    return page.frequency.done(CYCLES[cycle] ?? '', cycle === plan.subscriptionTime);
  return page.payment.done(nameOfCard(cardId));
};

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  idle: ({ page }, s) => page.shows(s.context.plan),
  confirmingCancel: ({ page }, s) => {
    page.close = page.cancel.keep;
    return page.cancel.asks(s.context.plan.canCancelFree, problemIn(s, CANCEL_WORDS));
  },
  cancelling: ({ page }) => page.cancel.waits(),
  confirmingResubscribe: ({ page }, s) => {
    page.close = page.again.notNow;
    return page.again.asks(problemIn(s, { refused: paymentRefused }));
  },
  resubscribing: ({ page }) => page.again.waits(),
  // Update (and Switch card, below) can be used exactly when the machine would take it.
  choosingFrequency: ({ page }, s) => {
    page.close = page.frequency.keep;
    return page.frequency.asks(s.can({ type: 'frequency.confirm' }), problemIn(s, FREQUENCY_WORDS));
  },
  changingFrequency: ({ page }) => page.frequency.waits(),
  // Checked before each of its states: the dialog's × closes it (picking has Keep this card).
  choosingCard: async ({ page }) => {
    page.close = page.payment.dismiss;
  },
  'choosingCard.loading': ({ page }) => page.payment.loading(),
  'choosingCard.failed': ({ page }) => page.payment.loadFailed(),
  'choosingCard.picking': ({ page }, s) => {
    page.close = page.payment.keep;
    const changes = s.can({ type: 'payment.confirm' });
    return page.payment.asks(nameOfCard(s.context.cardId), changes, problemIn(s, PAYMENT_WORDS));
  },
  'choosingCard.adding': ({ page }) => page.payment.adding(),
  switching: ({ page }) => page.payment.waits(),
  refreshing: success,
  done: success,
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: PlanSeen, e: AnyEventObject) => Promise<unknown>> = {
  'cancel.open': ({ page }) => page.cancel.open(),
  'cancel.reason': ({ page }) => page.cancel.reason('It costs too much'),
  'cancel.note': ({ page }, e) => page.cancel.note(e.note),
  'cancel.confirm': ({ page }) => page.cancel.confirm(),
  'resubscribe.open': ({ page }) => page.again.open(),
  'resubscribe.confirm': ({ page }) => page.again.confirm(),
  'dialog.close': ({ page }) => page.close(),
  'frequency.open': ({ page }) => page.frequency.open(),
  'frequency.choose': ({ page }, e) => page.frequency.choose(CYCLES[e.subscriptionTime] ?? ''),
  'frequency.confirm': ({ page }) => page.frequency.confirm(),
  'payment.open': ({ page }) => page.payment.open(),
  'payment.retry': ({ page }) => page.payment.retry(),
  'payment.choose': ({ page }, e) => page.payment.choose(nameOfCard(e.cardId)),
  'payment.add': ({ page }) => page.payment.add(),
  'payment.confirm': ({ page }) => page.payment.confirm(),
};

/** The new card form: Visa 5556 typed in and added (`stored` by the server), or given up. */
export async function addsCard(
  { page }: PlanSeen,
  e: AnyEventObject,
  stored: () => Promise<unknown>,
) {
  if (!e.output) return page.payment.cancelsCard();
  await page.payment.addsCard(TYPED_CARD);
  await stored();
}

/** The calls both runners hold until a step answers them (besides the card read, named by each). */
export const HELD = [
  'getMyPlans',
  'cancelPlan',
  'resubscribe',
  'changeFrequency',
  'storeCard',
  'switchPaymentMethod',
] as const;
