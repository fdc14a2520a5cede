import { assign, fromPromise, setup } from 'xstate';
import type { Lang } from '../api/contract/common';
import type { CancelReason, MyPlan } from '../api/contract/plans';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';

export interface PlanInput {
  plan: MyPlan;
  lang: Lang;
}

export interface PlanContext {
  plan: MyPlan;
  lang: Lang;
  /** The cancellation's optional reason and words, as the investor gives them. */
  reason: CancelReason | null;
  note: string;
  /** Why the last cancel did not go through; null when it did or none was tried. */
  problem: Problem | null;
  /** The server said the cancel was inside the trial's free-cancel window. */
  freeCancel: boolean;
}

export type PlanEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.reason'; reason: CancelReason | null }
  | { type: 'cancel.note'; note: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.close' };

type Cancelled = { freeCancel: boolean };

/**
 * One plan of My Plan, spawned by the list for each plan: its own lifecycle (cancel today;
 * re-subscribe, frequency change and upgrade as they are built) runs here, so two plans never
 * share a dialog or a busy state.
 */
export const planMachine = setup({
  types: {
    input: {} as PlanInput,
    context: {} as PlanContext,
    events: {} as PlanEvent,
    tags: {} as 'busy' | 'dialog',
  },
  actors: {
    // Bound at the app's edge to POST pc/cs and GET pc/up; fakes in tests.
    cancelPlan: fromPromise<
      Result<Cancelled>,
      { orderId: number; reason?: CancelReason; note?: string }
    >(() => Promise.reject(new Error('cancelPlan is provided by the app'))),
    loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: Lang }>(() =>
      Promise.reject(new Error('loadPlan is provided by the app')),
    ),
  },
  guards: {
    live: ({ context }) => context.plan.hasAccess || context.plan.status === 'past_due',
    accepted: (_, result: Result<Cancelled>) => result.ok,
  },
  actions: {
    refused: assign((_, result: Result<Cancelled>) => ({
      problem: result.ok ? null : result.problem,
    })),
    unreachable: assign({ problem: { code: NETWORK_PROBLEM, message: '' } }),
    accepted: assign((_, result: Result<Cancelled>) => ({
      problem: null,
      freeCancel: result.ok && result.value.freeCancel,
    })),
    storePlan: assign(({ context }, plan: MyPlan | null) => ({ plan: plan ?? context.plan })),
    forgetAnswers: assign({ reason: null, note: '', problem: null }),
  },
}).createMachine({
  id: 'plan',
  description:
    'One plan on My Plan and what the investor can do with it. Cancelling asks for confirmation (with an optional reason), then shows that it is done.',
  context: ({ input }) => ({
    plan: input.plan,
    lang: input.lang,
    reason: null,
    note: '',
    problem: null,
    freeCancel: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The plan card, with the actions its status allows.',
      on: {
        'cancel.open': {
          guard: 'live',
          target: 'confirming',
          actions: 'forgetAnswers',
          description: 'The investor asks to cancel a live plan: confirm first.',
        },
      },
    },
    confirming: {
      tags: 'dialog',
      description:
        'The cancel confirmation: inside the free-cancel window, that nothing will be charged; outside it, what is lost. A reason may be given; it never blocks cancelling.',
      on: {
        'cancel.reason': {
          actions: assign({ reason: ({ event }) => event.reason }),
          description: 'The investor picks a reason (or none).',
        },
        'cancel.note': {
          actions: assign({ note: ({ event }) => event.note }),
          description: 'The investor says more in their own words.',
        },
        'cancel.confirm': {
          target: 'cancelling',
          description: 'The investor confirms: the server cancels the plan.',
        },
        'cancel.close': {
          target: 'idle',
          description: 'The investor keeps the plan; nothing changes.',
        },
      },
    },
    cancelling: {
      tags: ['dialog', 'busy'],
      description: 'The server is cancelling the plan; the dialog waits and cannot be sent twice.',
      invoke: {
        id: 'cancelPlan',
        src: 'cancelPlan',
        input: ({ context }) => ({
          orderId: context.plan.orderId,
          ...(context.reason ? { reason: context.reason } : {}),
          ...(context.note.trim() ? { note: context.note.trim() } : {}),
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'refreshing',
            actions: { type: 'accepted', params: ({ event }) => event.output },
            description: 'Cancelled: read the plan as the server now has it.',
          },
          {
            target: 'confirming',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'The server refused (the plan was already cancelled, say): show why with its error code, keeping the reason given.',
          },
        ],
        onError: {
          target: 'confirming',
          actions: 'unreachable',
          description: 'No answer came: say so, keep what was given, and let the investor retry.',
        },
      },
    },
    refreshing: {
      tags: ['dialog', 'busy'],
      description: 'The plan is cancelled; its card is read again from the server.',
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ orderId: context.plan.orderId, lang: context.lang }),
        onDone: {
          target: 'cancelled',
          actions: { type: 'storePlan', params: ({ event }) => event.output },
          description: 'Show the success screen over the updated card.',
        },
        onError: {
          target: 'cancelled',
          description:
            'The cancel stands even if the card could not be read again: show the success screen.',
        },
      },
    },
    cancelled: {
      tags: 'dialog',
      description:
        'The success screen: the plan is cancelled (free of charge inside the trial window), with the way back (buy again).',
      on: {
        'cancel.close': {
          target: 'idle',
          description: 'The investor closes the success screen and sees the cancelled plan.',
        },
      },
    },
  },
});
