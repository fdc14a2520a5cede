import { assign, fromPromise, setup } from 'xstate';
import type { Card } from '../api/contract/cards';
import type { SubscriptionTime } from '../api/contract/codes';
import type { Lang } from '../api/contract/common';
import type { CancelReason, MyPlan } from '../api/contract/plans';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';
import { type NewCardOutput, newCardMachine } from './newCardMachine';
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
  finished: 'cancelled' | 'resubscribed' | 'frequency' | 'payment' | null;
  /** The billing frequency chosen in the frequency dialog. */
  cycle: SubscriptionTime;
  /** The body of the re-subscribe attempt under way: one idempotency key per confirmation. */
  request: (AttemptRequest & { orderId: number }) | null;
  /** The saved cards offered in the update payment method dialog, once read. */
  cards: Card[];
  /** The card picked there (the plan's own card to begin with). */
  cardId: number | null;
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
  | { type: 'payment.open' }
  | { type: 'payment.retry' }
  | { type: 'payment.choose'; cardId: number }
  | { type: 'payment.add' }
  | { type: 'payment.confirm' }
  | { type: 'dialog.close' };

type Cancelled = { freeCancel: boolean };

const reread = (description: string) => ({ target: 'refreshing' as const, description });

/**
 * One plan of My Plan, spawned by the list for each plan: its own lifecycle runs here (cancel,
 * re-subscribe, frequency change, payment method), so two plans never share a
 * dialog or a busy state. Paying steps invoke the shared pay attempt.
 */
export const planMachine = setup({
  types: {
    input: {} as PlanInput,
    context: {} as PlanContext,
    events: {} as PlanEvent,
    tags: {} as 'busy' | 'dialog',
    children: {} as { payAttempt: 'payAttempt'; newCard: 'newCard' },
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
    // Bound at the app's edge to GET pc/c (every page), POST pc/usp and POST pc/std.
    loadCards: fromPromise<Card[]>(() =>
      Promise.reject(new Error('loadCards is provided by the app')),
    ),
    switchPaymentMethod: fromPromise<Result<unknown>, { orderId: number; cardId: number }>(() =>
      Promise.reject(new Error('switchPaymentMethod is provided by the app')),
    ),
    newCard: newCardMachine,
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
    // An App Store plan is paid through Apple; only a plan paid by card can change its card.
    paidByCard: ({ context: { plan } }) =>
      plan.paymentMethod !== null && (plan.hasAccess || plan.status === 'past_due'),
    changesCard: ({ context: { plan, cardId, cards } }) =>
      cardId !== null &&
      cardId !== plan.paymentMethod?.cardId &&
      !cards.find((card) => card.id === cardId)?.expired,
    stored: (_, output: NewCardOutput) => output !== null,
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
    pickOwnCard: assign(({ context }) => ({ cardId: context.plan.paymentMethod?.cardId ?? null })),
    storeCards: assign((_, cards: Card[]) => ({ cards })),
    // A card added in place joins the list and is picked: the investor added it to use it.
    addCard: assign(({ context }, card: NewCardOutput) =>
      card ? { cards: [...context.cards, card], cardId: card.id, problem: null } : {},
    ),
    switchAccepted: assign({ problem: null, finished: 'payment' }),
  },
}).createMachine({
  id: 'plan',
  description:
    'One plan on My Plan and what the investor can do with it. Cancelling asks for confirmation (with an optional reason); re-subscribing a cancelled plan states the charge and pays through the shared pay attempt; changing the billing frequency shows each amount and when it applies; updating the payment method picks a saved card or adds one in place; each ends on a screen that says it is done.',
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
    cards: [],
    cardId: input.plan.paymentMethod?.cardId ?? null,
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
        'payment.open': {
          guard: 'paidByCard',
          target: 'choosingCard',
          actions: ['forgetAnswers', 'pickOwnCard'],
          description:
            'The investor asks to pay a live plan with another card (or its card expires before the next payment).',
        },
      },
    },
    choosingCard: {
      tags: 'dialog',
      description:
        'The update payment method dialog: the saved cards (the plan’s own picked), or a new card added in place.',
      initial: 'loading',
      states: {
        loading: {
          description: 'Reading the saved cards.',
          invoke: {
            id: 'loadCards',
            src: 'loadCards',
            onDone: {
              target: 'picking',
              actions: { type: 'storeCards', params: ({ event }) => event.output },
              description: 'Offer every saved card.',
            },
            onError: {
              target: 'failed',
              description: 'The cards could not be read: say so and offer to try again.',
            },
          },
          on: { 'dialog.close': { target: '#plan.idle', description: 'The investor gives up.' } },
        },
        failed: {
          description: 'The cards could not be read; nothing is guessed.',
          on: {
            'payment.retry': { target: 'loading', description: 'The investor tries again.' },
            'dialog.close': {
              target: '#plan.idle',
              description: 'The investor keeps the card.',
            },
          },
        },
        picking: {
          description: 'One card is picked; Switch is offered once it is not the plan’s own.',
          on: {
            'payment.choose': {
              actions: assign({ cardId: ({ event }) => event.cardId, problem: null }),
              description: 'The investor picks a card.',
            },
            'payment.confirm': {
              guard: 'changesCard',
              target: '#plan.switching',
              description: 'The investor switches to the picked card.',
            },
            'payment.add': {
              target: 'adding',
              description: 'The investor adds a new card in place (one at a time).',
            },
            'dialog.close': {
              target: '#plan.idle',
              description: 'The investor keeps the card; nothing changes.',
            },
          },
        },
        adding: {
          description:
            'The add bank card form, in place of the list; its number and CVV go when it ends.',
          invoke: {
            id: 'newCard',
            src: 'newCard',
            onDone: [
              {
                guard: { type: 'stored', params: ({ event }) => event.output },
                target: 'picking',
                actions: { type: 'addCard', params: ({ event }) => event.output },
                description: 'Stored: the new card joins the list, picked.',
              },
              { target: 'picking', description: 'Closed: back to the list as it was.' },
            ],
          },
          on: {
            'dialog.close': {
              target: '#plan.idle',
              description: 'The investor closes the dialog: the card typed is forgotten.',
            },
          },
        },
      },
    },
    switching: {
      tags: ['dialog', 'busy'],
      description: 'The server is switching the card; the dialog waits and cannot be sent twice.',
      invoke: {
        id: 'switchPaymentMethod',
        src: 'switchPaymentMethod',
        input: ({ context }) => ({
          orderId: context.plan.orderId,
          cardId: context.cardId as number,
        }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            ...reread('Switch Successful: read the plan with its new card.'),
            actions: 'switchAccepted',
          },
          {
            target: 'choosingCard.picking',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'Switch Failed (an expired card, say): show the code and ask for the card details to be updated; the plan keeps its card.',
          },
        ],
        onError: {
          target: 'choosingCard.picking',
          actions: 'unreachable',
          description: 'Switch Failed: no answer came; keep the pick and let the investor retry.',
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
        'The success screen: cancelled (free of charge inside the trial window), active again after re-subscribing, the new billing frequency and when it applies, or the new card (Switch Successful).',
      on: {
        'dialog.close': {
          target: 'idle',
          description: 'The investor closes the success screen and sees the plan as it is now.',
        },
      },
    },
  },
});
