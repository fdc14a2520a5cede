import { assign, fromPromise, setup } from 'xstate';
import type { RedeemablePlan, ScheduledRedemption } from '../api/contract/promotion';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';
import type { RedeemSchedule } from '../api/promoCodes';

export interface RedeemInput {
  /** A promo code, or an available referral bonus code (the server values both). */
  code: string;
}

export interface RedeemContext {
  code: string;
  /** The investor's live plans, each with what the code would do there or why it cannot. */
  plans: RedeemablePlan[];
  /** Codes already scheduled: only the latest applied discount of a plan is effective. */
  schedule: ScheduledRedemption[];
  /** The plan chosen to redeem on. */
  orderId: number | null;
  /** Why the last redeem did not go through (spec §8 coupon messages, or no answer). */
  problem: Problem | null;
  redemption: ScheduledRedemption | null;
}

export type RedeemEvent =
  | { type: 'plan.choose'; orderId: number }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.retry' }
  | { type: 'dialog.close' };

/** The redemption made, or null when the dialog was closed without one. */
export type RedeemOutput = ScheduledRedemption | null;

const eligiblePlans = (plans: RedeemablePlan[]) => plans.filter((plan) => plan.eligible);

/** The code's row in a schedule read after a lost answer, when the redeem went through. */
const madeIn = (context: RedeemContext, schedule: RedeemSchedule) =>
  schedule.applyingSubscriptions.find(
    (row) =>
      row.orderId === context.orderId &&
      row.promoCode === context.code &&
      row.status === 'scheduled',
  );

/**
 * Redeeming one code (a promo code, or a referral bonus code) on a plan (POST pc/ap): choose the
 * plan, see what the code does there before confirming (nothing is charged until the next billing
 * date), and that a newer code replaces one already scheduled. When no answer comes, the schedule
 * is read again to learn whether the code was redeemed, so it is never claimed twice nor reported
 * lost when it was not.
 */
export const redeemMachine = setup({
  types: {
    input: {} as RedeemInput,
    context: {} as RedeemContext,
    events: {} as RedeemEvent,
    tags: {} as 'busy',
    output: {} as RedeemOutput,
  },
  actors: {
    // Bound at the app's edge to GET pc/ap?coupon= and POST pc/ap.
    loadPlans: fromPromise<RedeemSchedule, { code: string }>(() =>
      Promise.reject(new Error('loadPlans is provided by the app')),
    ),
    redeemCoupon: fromPromise<Result<ScheduledRedemption>, { orderId: number; code: string }>(() =>
      Promise.reject(new Error('redeemCoupon is provided by the app')),
    ),
  },
  guards: {
    eligible: ({ context }, orderId: number) =>
      context.plans.some((plan) => plan.orderId === orderId && plan.eligible),
    chosen: ({ context }) => context.orderId !== null,
    accepted: (_, result: Result<ScheduledRedemption>) => result.ok,
    wentThrough: ({ context }, schedule: RedeemSchedule) => madeIn(context, schedule) !== undefined,
  },
  actions: {
    show: assign(({ context }, answer: RedeemSchedule) => {
      const eligible = eligiblePlans(answer.subscriptions);
      const still = eligible.some((plan) => plan.orderId === context.orderId);
      return {
        plans: answer.subscriptions,
        schedule: answer.applyingSubscriptions,
        // One plan to choose from is chosen already; a choice that is no longer possible is not.
        orderId: still ? context.orderId : eligible.length === 1 ? eligible[0]!.orderId : null,
      };
    }),
    choose: assign({ orderId: (_, orderId: number) => orderId, problem: null }),
    refused: assign({
      problem: (_, result: Result<ScheduledRedemption>) => (result.ok ? null : result.problem),
    }),
    unreachable: assign({ problem: { code: NETWORK_PROBLEM, message: '' } }),
    keep: assign({
      redemption: (_, result: Result<ScheduledRedemption>) => (result.ok ? result.value : null),
    }),
    keepFound: assign({
      redemption: ({ context }, schedule: RedeemSchedule) => madeIn(context, schedule) ?? null,
    }),
  },
}).createMachine({
  id: 'redeem',
  description:
    'The redeem dialog for one code (a promo code, or an available referral bonus code): the plans it can be redeemed on (and why not on the others), what it will do at the next billing date, then POST pc/ap.',
  context: ({ input }) => ({
    code: input.code,
    plans: [],
    schedule: [],
    orderId: null,
    problem: null,
    redemption: null,
  }),
  initial: 'loading',
  on: {
    'dialog.close': {
      target: '.closed',
      description: 'The investor closes the dialog: nothing is redeemed.',
    },
  },
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the investor’s plans, with what the code would do on each.',
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'choosing',
          actions: { type: 'show', params: ({ event }) => event.output },
          description: 'Offer the plans; with only one it can be redeemed on, it is chosen.',
        },
        onError: {
          target: 'failed',
          description: 'The plans could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The plans could not be loaded.',
      on: {
        'redeem.retry': { target: 'loading', description: 'The investor tries again.' },
      },
    },
    choosing: {
      description:
        'The plans, each with what the code does there (the discount, or the free days and the date the charge moves to) or why it cannot be used; a code already scheduled on the plan is named.',
      on: {
        'plan.choose': {
          guard: { type: 'eligible', params: ({ event }) => event.orderId },
          actions: { type: 'choose', params: ({ event }) => event.orderId },
          description: 'The investor picks a plan the code can be redeemed on.',
        },
        'redeem.confirm': {
          guard: 'chosen',
          target: 'redeeming',
          description: 'The investor confirms: the server schedules the code on that plan.',
        },
      },
    },
    redeeming: {
      tags: 'busy',
      description: 'The server is redeeming the code; it cannot be sent twice.',
      on: {
        'dialog.close': {
          description: 'Closing waits for the server’s answer, so the outcome is never lost.',
        },
      },
      invoke: {
        id: 'redeemCoupon',
        src: 'redeemCoupon',
        input: ({ context }) => ({ orderId: context.orderId!, code: context.code }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'redeemed',
            actions: { type: 'keep', params: ({ event }) => event.output },
            description: 'Redeemed: nothing is charged now; the code applies on the billing date.',
          },
          {
            target: 'choosing',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description:
              'Refused (a coupon message with its code, such as 0063 or 0068): show it; the choice stays.',
          },
        ],
        onError: {
          target: 'checking',
          description: 'No answer came: read the schedule to learn whether the code was redeemed.',
        },
      },
    },
    checking: {
      tags: 'busy',
      description: 'After a lost answer: is the code on the plan’s schedule now?',
      on: {
        'dialog.close': {
          description: 'Closing waits until it is known whether the code was redeemed.',
        },
      },
      invoke: {
        id: 'checkRedeemed',
        src: 'loadPlans',
        input: ({ context }) => ({ code: context.code }),
        onDone: [
          {
            guard: { type: 'wentThrough', params: ({ event }) => event.output },
            target: 'redeemed',
            actions: { type: 'keepFound', params: ({ event }) => event.output },
            description: 'It was redeemed before the connection dropped: done.',
          },
          {
            target: 'choosing',
            actions: [{ type: 'show', params: ({ event }) => event.output }, 'unreachable'],
            description: 'It was not: say the connection failed; the investor may try again.',
          },
        ],
        onError: {
          target: 'choosing',
          actions: 'unreachable',
          description: 'Still no answer: say the connection failed; the investor may try again.',
        },
      },
    },
    redeemed: { type: 'final', description: 'The code is scheduled on the plan.' },
    closed: { type: 'final', description: 'Closed without redeeming.' },
  },
  output: ({ context }) => context.redemption,
});
