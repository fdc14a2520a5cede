import { assign, fromPromise, setup } from 'xstate';
import type { SubscriptionTime } from '../api/contract/codes';
import type { Lang } from '../api/contract/common';
import type { CancelReason, MyPlan } from '../api/contract/plans';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';
import { type AttemptRequest, payAttemptMachine } from './payAttemptMachine';

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
  /** Why the last cancel or payment did not go through; null when it did or none was tried. */
  problem: Problem | null;
  /** The server said the cancel was inside the trial's free-cancel window. */
  freeCancel: boolean;
  /** Which change the success screen reports. */
  finished: 'cancelled' | 'resubscribed' | 'frequency' | null;
  /** The billing frequency chosen in the frequency dialog. */
  cycle: SubscriptionTime;
  /** The body of the re-subscribe attempt under way: one idempotency key per confirmation. */
  request: (AttemptRequest & { orderId: number }) | null;
}

export type PlanEvent =
  | { type: 'cancel.open' }
  | { type: 'cancel.reason'; reason: CancelReason | null }
  | { type: 'cancel.note'; note: string }
  | { type: 'cancel.confirm' }
  | { type: 'resubscribe.open' }
  | { type: 'resubscribe.confirm' }
  | { type: 'frequency.open' }
  | { type: 'frequency.choose'; subscriptionTime: SubscriptionTime }
  | { type: 'frequency.confirm' }
  | { type: 'dialog.close' };

type Cancelled = { freeCancel: boolean };

const reread = (description: string) => ({ target: 'refreshing' as const, description });

/**
 * One plan of My Plan, spawned by the list for each plan: its own lifecycle runs here (cancel,
 * re-subscribe, frequency change; upgrade as it is built), so two plans never share a
 * dialog or a busy state. Paying steps invoke the shared pay attempt.
 */
export const planMachine = setup({
  types: {
    input: {} as PlanInput,
    context: {} as PlanContext,
    events: {} as PlanEvent,
    tags: {} as 'busy' | 'dialog',
    children: {} as { payAttempt: 'payAttempt' },
  },
  actors: {
    // Bound at the app's edge to POST pc/cs, POST pc/rs (in the attempt) and GET pc/up.
    cancelPlan: fromPromise<
      Result<Cancelled>,
      { orderId: number; reason?: CancelReason; note?: string }
    >(() => Promise.reject(new Error('cancelPlan is provided by the app'))),
    payAttempt: payAttemptMachine,
    changeFrequency: fromPromise<
      Result<unknown>,
      { orderId: number; subscriptionTime: SubscriptionTime }
    >(() => Promise.reject(new Error('changeFrequency is provided by the app'))),
    loadPlan: fromPromise<MyPlan | null, { orderId: number; lang: Lang }>(() =>
      Promise.reject(new Error('loadPlan is provided by the app')),
    ),
  },
  guards: {
    live: ({ context }) => context.plan.hasAccess || context.plan.status === 'past_due',
    canResubscribe: ({ context: { plan } }) =>
      plan.resubscribeAmount !== null && plan.paymentMethod !== null,
    canChangeFrequency: ({ context: { plan } }) =>
      plan.canChangeFrequency && plan.frequencyAmounts.length > 1,
    // Confirming the frequency already in force (or already scheduled) would change nothing.
    changesFrequency: ({ context: { plan, cycle } }) =>
      cycle !== (plan.pendingSubscriptionTime ?? plan.subscriptionTime),
    accepted: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    refused: assign((_, result: Result<unknown>) => ({
      problem: result.ok ? null : result.problem,
    })),
    unreachable: assign({ problem: { code: NETWORK_PROBLEM, message: '' } }),
    cancelAccepted: assign((_, result: Result<Cancelled>) => ({
      problem: null,
      finished: 'cancelled' as const,
      freeCancel: result.ok && result.value.freeCancel,
    })),
    resubscribeAccepted: assign({ problem: null, finished: 'resubscribed' }),
    frequencyAccepted: assign({ problem: null, finished: 'frequency' }),
    chooseScheduled: assign(({ context: { plan } }) => ({
      cycle: plan.pendingSubscriptionTime ?? plan.subscriptionTime,
    })),
    newAttempt: assign(({ context }) => ({
      problem: null,
      request: { orderId: context.plan.orderId, idempotencyKey: globalThis.crypto.randomUUID() },
    })),
    storePlan: assign(({ context }, plan: MyPlan | null) => ({ plan: plan ?? context.plan })),
    forgetAnswers: assign({ reason: null, note: '', problem: null }),
  },
}).createMachine({
  id: 'plan',
  description:
    'One plan on My Plan and what the investor can do with it. Cancelling asks for confirmation (with an optional reason); re-subscribing a cancelled plan states the charge and pays through the shared pay attempt; changing the billing frequency shows each amount and when it applies; each ends on a screen that says it is done.',
  context: ({ input }) => ({
    plan: input.plan,
    lang: input.lang,
    reason: null,
    note: '',
    problem: null,
    freeCancel: false,
    finished: null,
    request: null,
    cycle: input.plan.pendingSubscriptionTime ?? input.plan.subscriptionTime,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The plan card, with the actions its status allows.',
      on: {
        'cancel.open': {
          guard: 'live',
          target: 'confirmingCancel',
          actions: 'forgetAnswers',
          description: 'The investor asks to cancel a live plan: confirm first.',
        },
        'resubscribe.open': {
          guard: 'canResubscribe',
          target: 'confirmingResubscribe',
          actions: 'forgetAnswers',
          description:
            'The investor asks to re-subscribe a cancelled plan: show what will be charged first.',
        },
        'frequency.open': {
          guard: 'canChangeFrequency',
          target: 'choosingFrequency',
          actions: ['forgetAnswers', 'chooseScheduled'],
          description:
            'The investor asks to change how often a live plan is billed (a cancelled plan must be re-subscribed first).',
        },
      },
    },
    choosingFrequency: {
      tags: 'dialog',
      description:
        'The frequency dialog: Monthly, Semi-annually or Annually, each with the amount of the next payment and the date it takes effect; choosing the current frequency withdraws a scheduled change.',
      on: {
        'frequency.choose': {
          actions: assign({ cycle: ({ event }) => event.subscriptionTime }),
          description: 'The investor picks a frequency.',
        },
        'frequency.confirm': {
          guard: 'changesFrequency',
          target: 'changingFrequency',
          description: 'The investor confirms a different frequency: the server schedules it.',
        },
        'dialog.close': {
          target: 'idle',
          description: 'The investor keeps the frequency as it is.',
        },
      },
    },
    changingFrequency: {
      tags: ['dialog', 'busy'],
      description:
        'The server is scheduling the change; the dialog waits and cannot be sent twice.',
      invoke: {
        id: 'changeFrequency',
        src: 'changeFrequency',
        input: ({ context }) => ({
          orderId: context.plan.orderId,
          subscriptionTime: context.cycle,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            ...reread('Update Success: read the plan with its scheduled change.'),
            actions: 'frequencyAccepted',
          },
          {
            target: 'choosingFrequency',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'Update Failed: the server refused (the plan was cancelled elsewhere, say); show the error code, keeping the choice.',
          },
        ],
        onError: {
          target: 'choosingFrequency',
          actions: 'unreachable',
          description: 'Update Failed: no answer came; keep the choice and let the investor retry.',
        },
      },
    },
    confirmingCancel: {
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
        'dialog.close': {
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
            ...reread('Cancelled: read the plan as the server now has it.'),
            actions: { type: 'cancelAccepted', params: ({ event }) => event.output },
          },
          {
            target: 'confirmingCancel',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'The server refused (the plan was already cancelled, say): show why with its error code, keeping the reason given.',
          },
        ],
        onError: {
          target: 'confirmingCancel',
          actions: 'unreachable',
          description: 'No answer came: say so, keep what was given, and let the investor retry.',
        },
      },
    },
    confirmingResubscribe: {
      tags: 'dialog',
      description:
        'The re-subscribe confirmation: the amount charged now, the card it is charged to, and that a new period starts today.',
      on: {
        'resubscribe.confirm': {
          target: 'resubscribing',
          actions: 'newAttempt',
          description: 'The investor confirms: one pay attempt with a fresh idempotency key.',
        },
        'dialog.close': {
          target: 'idle',
          description: 'The investor leaves the plan cancelled; nothing is charged.',
        },
      },
    },
    resubscribing: {
      tags: ['dialog', 'busy'],
      description:
        'The shared pay attempt runs (a lost answer is resent with the same key): a double click charges once.',
      invoke: {
        id: 'payAttempt',
        src: 'payAttempt',
        input: ({ context }) => ({ request: context.request as AttemptRequest }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            ...reread('Paid: the plan is active again; read it as the server now has it.'),
            actions: 'resubscribeAccepted',
          },
          {
            target: 'confirmingResubscribe',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'The payment was refused (a declined card, say): show the error code; trying again is a new attempt.',
          },
        ],
      },
    },
    refreshing: {
      tags: ['dialog', 'busy'],
      description: 'The change is made; the plan’s card is read again from the server.',
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ orderId: context.plan.orderId, lang: context.lang }),
        onDone: {
          target: 'done',
          actions: { type: 'storePlan', params: ({ event }) => event.output },
          description: 'Show the success screen over the updated card.',
        },
        onError: {
          target: 'done',
          description:
            'The change stands even if the card could not be read again: show the success screen.',
        },
      },
    },
    done: {
      tags: 'dialog',
      description:
        'The success screen: cancelled (free of charge inside the trial window), active again after re-subscribing, or the new billing frequency and when it applies.',
      on: {
        'dialog.close': {
          target: 'idle',
          description: 'The investor closes the success screen and sees the plan as it is now.',
        },
      },
    },
  },
});
