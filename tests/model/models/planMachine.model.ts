import type { SnapshotFrom } from 'xstate';
import { planMachine } from '../../../src/machines/planMachine';
import { myPlan } from '../../factories/pricing';
import type { Person } from '../../pages/person';
import { CANCEL_WORDS, cancelFlow, myPlansPage } from '../../pages/plans';
import type { MachineModel } from '../machineModel';

// A trial inside its free-cancel window (trial@ in the demo data), cancelled for a reason.
export const trialPlan = myPlan('HK_ALL', {
  orderId: 31,
  status: 'trial',
  inTrial: true,
  canCancelFree: true,
  freeCancelUntil: '2025-02-08T00:00:00.000Z',
});
const refused = { ok: false, problem: { code: '0072', message: 'Plan is cancelled' } };
const WORDS: Record<string, string> = {
  'cancel.open': 'The investor clicks Cancel plan',
  'cancel.reason': 'The investor picks “It costs too much”',
  'cancel.note': 'The investor types a few words',
  'cancel.confirm': 'The investor clicks Confirm cancellation',
  'cancel.close': 'The investor closes the dialog (Keep my plan, or Close)',
  'xstate.error.actor.cancelPlan': 'The cancel request gets no answer (network)',
  'xstate.done.actor.loadPlan': 'The server lists the plan as cancelled',
  'xstate.error.actor.loadPlan': 'The plan cannot be read again (network)',
};

export const model: MachineModel<typeof planMachine> = {
  machine: planMachine,
  starts: [
    { description: 'My Plan shows a plan in trial', input: { plan: trialPlan, lang: 'en' } },
  ],
  events: [
    { type: 'cancel.open' },
    { type: 'cancel.reason', reason: 'too_expensive' },
    { type: 'cancel.note', note: 'Too dear' },
    { type: 'cancel.confirm' },
    { type: 'cancel.close' },
    { type: 'xstate.done.actor.cancelPlan', output: { ok: true, value: { freeCancel: true } } },
    { type: 'xstate.done.actor.cancelPlan', output: refused },
    { type: 'xstate.error.actor.cancelPlan', error: new TypeError('offline') },
    {
      type: 'xstate.done.actor.loadPlan',
      output: { ...trialPlan, status: 'cancelled', hasAccess: false },
    },
    { type: 'xstate.error.actor.loadPlan', error: new TypeError('offline') },
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) => event.type === 'cancel.open' && !state.context.plan.hasAccess,
      why: 'Cancel plan is offered only on a plan that still has access.',
    },
  ],
  describeEvent: (e) =>
    WORDS[e.type] ??
    ((e as { output?: { ok: boolean } }).output?.ok
      ? 'The server cancels the plan (free)'
      : 'The server refuses: already cancelled (0072)'),
};

/** What a person does and sees in the flow, the same in both runners (tests/pages/plans.ts). */
export type PlanSeen = { person: Person; closeWith: 'keep' | 'close' };
const flow = (h: PlanSeen, s: PlanSnapshot) => cancelFlow(h.person, s.context.plan.productName);
type PlanSnapshot = SnapshotFrom<typeof planMachine>;
type Check = (h: PlanSeen, s: PlanSnapshot) => Promise<void>;
const problemWords = ({ context: { problem } }: PlanSnapshot) =>
  problem &&
  (problem.code === 'network' ? CANCEL_WORDS.offline : CANCEL_WORDS.refused(problem.code));

export const planSees = {
  events: {
    'cancel.open': (h: PlanSeen) => cancelFlow(h.person, trialPlan.productName).open(),
    'cancel.reason': (h: PlanSeen) =>
      cancelFlow(h.person, trialPlan.productName).reason('It costs too much'),
    'cancel.note': (h: PlanSeen) => cancelFlow(h.person, trialPlan.productName).note('Too dear'),
    'cancel.confirm': (h: PlanSeen) => cancelFlow(h.person, trialPlan.productName).confirm(),
    'cancel.close': (h: PlanSeen) => cancelFlow(h.person, trialPlan.productName)[h.closeWith](),
  },
  states: {
    idle: async (h, s) => {
      await flow(h, s).closed();
      await myPlansPage(h.person).plans([s.context.plan]);
    },
    confirming: async (h, s) => {
      h.closeWith = 'keep';
      await flow(h, s).asks(s.context.plan.canCancelFree, problemWords(s) ?? undefined);
    },
    cancelling: (h, s) => flow(h, s).waits(),
    refreshing: (h, s) => flow(h, s).done(s.context.freeCancel),
    cancelled: async (h, s) => {
      h.closeWith = 'close';
      await flow(h, s).done(s.context.freeCancel);
    },
  } as Record<string, Check>,
};
