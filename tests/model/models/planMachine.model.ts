import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import { planMachine } from '../../../src/machines/planMachine';
import { myPlan } from '../../factories/pricing';
import type { Person } from '../../pages/person';
import {
  CANCEL_WORDS,
  cancelFlow,
  myPlansPage,
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
const gone = { hasAccess: false, nextPaymentDate: null } as const;
export const cancelledPlan: MyPlan = {
  ...trialPlan,
  ...gone,
  status: 'cancelled',
  inTrial: false,
  canCancelFree: false,
  nextPaymentAmount: null,
  resubscribeAmount: 22600,
};
const activePlan: MyPlan = { ...trialPlan, status: 'active', inTrial: false, canCancelFree: false };
const refusal = (code: string) => ({ ok: false, problem: { code, message: '' } });
const freeOf = (e: AnyEventObject) =>
  (e as { output?: { value?: { freeCancel?: boolean } } }).output?.value?.freeCancel;
const output = (e: AnyEventObject) => (e as { output?: { ok?: boolean; status?: string } }).output;

const WORDS: Record<string, string> = {
  'cancel.open': 'The investor clicks Cancel plan',
  'cancel.reason': 'The investor picks “It costs too much”',
  'cancel.note': 'The investor types a few words',
  'cancel.confirm': 'The investor clicks Confirm cancellation',
  'resubscribe.open': 'The investor clicks Re-Subscribe',
  'resubscribe.confirm': 'The investor clicks Pay … and re-subscribe',
  'dialog.close': 'The investor closes the dialog (Keep my plan, Not now or Done)',
  'xstate.error.actor.cancelPlan': 'The cancel request gets no answer (network)',
  'xstate.error.actor.loadPlan': 'The plan cannot be read again (network)',
};

export const model: MachineModel<typeof planMachine> = {
  machine: planMachine,
  starts: [
    { description: 'My Plan shows a plan in trial', input: { plan: trialPlan, lang: 'en' } },
    { description: 'My Plan shows a cancelled plan', input: { plan: cancelledPlan, lang: 'en' } },
  ],
  // A cancelled plan offers other steps than a live one: the plan's status is part of the state.
  simplePaths: false,
  serialize: (s) => JSON.stringify([s.value, s.context.plan.status, s.context.finished]),
  events: [
    { type: 'cancel.open' },
    { type: 'cancel.reason', reason: 'too_expensive' },
    { type: 'cancel.note', note: 'Too dear' },
    { type: 'cancel.confirm' },
    { type: 'resubscribe.open' },
    { type: 'resubscribe.confirm' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.cancelPlan', output: { ok: true, value: { freeCancel: true } } },
    { type: 'xstate.done.actor.cancelPlan', output: { ok: true, value: { freeCancel: false } } },
    { type: 'xstate.done.actor.cancelPlan', output: refusal('0072') },
    { type: 'xstate.error.actor.cancelPlan', error: new TypeError('offline') },
    { type: 'xstate.done.actor.payAttempt', output: { ok: true, value: {} } },
    { type: 'xstate.done.actor.payAttempt', output: refusal('5001') },
    { type: 'xstate.done.actor.loadPlan', output: { ...cancelledPlan, resubscribeAmount: 22600 } },
    { type: 'xstate.done.actor.loadPlan', output: activePlan },
    { type: 'xstate.error.actor.loadPlan', error: new TypeError('offline') },
  ] as never,
  cannot: [
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
        /done\.actor\.(cancelPlan|payAttempt)$/.test(event.type) &&
        (path?.events.slice(0, at).some((e) => e.type === 'xstate.error.actor.loadPlan') ?? false),
      why: 'After the plan could not be read again its card is out of date: the real server answers from the plan as it really is.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.loadPlan' &&
        (output(event)?.status === 'active') !== (state.context.finished === 'resubscribed'),
      why: 'The server lists the plan as the change it just made left it.',
    },
    {
      scope: 'runner:real',
      when: ({ event, path }) =>
        event.type === 'xstate.done.actor.payAttempt' &&
        (path?.events.some((e) => e.type === event.type && output(e)?.ok !== output(event)?.ok) ??
          false),
      why: 'The sandbox answers by the card, and a cancelled plan’s card cannot be switched: on one path every payment is charged or every one declined.',
    },
  ],
  describeEvent: (e: AnyEventObject) => {
    const out = output(e);
    if (e.type === 'xstate.done.actor.loadPlan')
      return `The server lists the plan as ${out?.status}`;
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
  closeWith: 'keep' | 'notNow' | 'close' | 'welcomed';
};
type S = SnapshotFrom<typeof planMachine>;
type Check = (h: PlanSeen, s: S) => Promise<void>;
const cancel = (h: PlanSeen) => cancelFlow(h.person, h.plan.productName);
const again = (h: PlanSeen) => resubscribeFlow(h.person, h.plan.productName);
const words = ({ context: { problem } }: S, refused: (code: string) => string) =>
  problem ? (problem.code === 'network' ? CANCEL_WORDS.offline : refused(problem.code)) : undefined;

export const planSees = {
  events: {
    'cancel.open': (h: PlanSeen) => cancel(h).open(),
    'cancel.reason': (h: PlanSeen) => cancel(h).reason('It costs too much'),
    'cancel.note': (h: PlanSeen) => cancel(h).note('Too dear'),
    'cancel.confirm': (h: PlanSeen) => cancel(h).confirm(),
    'resubscribe.open': (h: PlanSeen) => again(h).open(),
    'resubscribe.confirm': (h: PlanSeen) => again(h).confirm(),
    'dialog.close': (h: PlanSeen) =>
      h.closeWith === 'notNow'
        ? again(h).notNow()
        : h.closeWith === 'welcomed'
          ? again(h).close()
          : cancel(h)[h.closeWith](),
  },
  states: {
    idle: async (h, s) => {
      await cancel(h).closed();
      await again(h).closed();
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
    refreshing: (h, s) =>
      s.context.finished === 'resubscribed'
        ? again(h).done()
        : cancel(h).done(s.context.freeCancel),
    done: async (h, s) => {
      h.closeWith = s.context.finished === 'resubscribed' ? 'welcomed' : 'close';
      await (s.context.finished === 'resubscribed'
        ? again(h).done()
        : cancel(h).done(s.context.freeCancel));
    },
  } as Record<string, Check>,
};
