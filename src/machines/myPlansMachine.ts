import { type ActorRefFrom, enqueueActions, fromPromise, setup } from 'xstate';
import type { Lang } from '../api/contract/common';
import type { MyPlan } from '../api/contract/plans';
import { planMachine } from './planMachine';

export interface MyPlansInput {
  lang: Lang;
  /** A link asked for this plan's update payment method dialog (from a card that runs out). */
  switchCard?: number;
}

export interface MyPlansContext {
  lang: Lang;
  switchCard: number | null;
  /** The account's plans as the server lists them (GET pc/up), oldest first. */
  plans: MyPlan[];
  /** One actor per plan, in the same order: each runs its own plan's lifecycle. */
  planRefs: ActorRefFrom<typeof planMachine>[];
}

export const myPlansMachine = setup({
  types: {
    input: {} as MyPlansInput,
    context: {} as MyPlansContext,
    events: {} as { type: 'plans.retry' },
    tags: {} as 'busy',
  },
  actors: {
    plan: planMachine,
    // Bound at the app's edge to GET pc/up; fakes in tests.
    loadPlans: fromPromise<MyPlan[], { lang: Lang }>(() =>
      Promise.reject(new Error('loadPlans is provided by the app')),
    ),
  },
  guards: {
    hasPlans: (_, plans: MyPlan[]) => plans.length > 0,
  },
  actions: {
    storePlans: enqueueActions(({ context, enqueue }, plans: MyPlan[]) => {
      enqueue.assign(({ spawn }) => ({
        plans,
        planRefs: plans.map((plan) =>
          spawn('plan', { id: `plan-${plan.orderId}`, input: { plan, lang: context.lang } }),
        ),
      }));
      // Once only: a reload of the list does not open the dialog again.
      if (!plans.some((plan) => plan.orderId === context.switchCard)) return;
      enqueue.sendTo(`plan-${context.switchCard}`, { type: 'payment.open' });
      enqueue.assign({ switchCard: null });
    }),
  },
}).createMachine({
  id: 'myPlans',
  description:
    'My Plan: every plan of the account, each with its status, payment details and what happens next (the free-cancel deadline of a trial, the next charge of an active plan, how to come back to a cancelled one).',
  context: ({ input }) => ({
    lang: input.lang,
    switchCard: input.switchCard ?? null,
    plans: [],
    planRefs: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the account’s plans from the server.',
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: [
          {
            guard: { type: 'hasPlans', params: ({ event }) => event.output },
            target: 'listed',
            actions: { type: 'storePlans', params: ({ event }) => event.output },
            description: 'Show each plan with what happens next.',
          },
          {
            target: 'empty',
            actions: { type: 'storePlans', params: ({ event }) => event.output },
            description: 'The account has no plan: show the empty-plan view with a way to pricing.',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The plans could not be read: say so and offer to try again.',
        },
      },
    },
    listed: {
      description: 'Every plan is shown with its status, dates, payment method and next step.',
    },
    empty: {
      description: 'No plan yet: the empty-plan view invites the investor to the pricing page.',
    },
    failed: {
      description: 'The plans could not be loaded; nothing about them is guessed.',
      on: {
        'plans.retry': {
          target: 'loading',
          description: 'The investor asks to load the plans again.',
        },
      },
    },
  },
});
