import { assign, fromPromise, setup } from 'xstate';
import type { PlanEvent } from '../api/contract/planActivity';
import type { Result } from '../api/contract/result';

export interface PlanActivityInput {
  orderId: number;
}

export interface PlanActivityContext {
  orderId: number;
  /** What happened to the plan, newest first, as the server recorded it. */
  events: PlanEvent[];
}

type Answer = Result<{ events: PlanEvent[] }>;

export const planActivityMachine = setup({
  types: {
    input: {} as PlanActivityInput,
    context: {} as PlanActivityContext,
    events: {} as { type: 'activity.retry' },
    tags: {} as 'busy',
  },
  actors: {
    // Bound at the app's edge to GET pc/ua; refused (0004) when the plan is not the user's.
    loadActivity: fromPromise<Answer, PlanActivityInput>(() =>
      Promise.reject(new Error('loadActivity is provided by the app')),
    ),
  },
  guards: {
    refused: (_, answer: Answer) => !answer.ok,
  },
}).createMachine({
  id: 'planActivity',
  description:
    'What happened to one plan, newest first: bought, trial, each charge and refusal, frequency changes, upgrade, cancellation with its reason, re-subscription, card switches and promo codes, as the server recorded each with the change itself.',
  context: ({ input }) => ({ orderId: input.orderId, events: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the plan’s activity from the server.',
      invoke: {
        id: 'loadActivity',
        src: 'loadActivity',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'notFound',
            description: 'The plan is not in this account: nothing of it is shown.',
          },
          {
            target: 'listed',
            actions: assign({
              events: ({ event }) =>
                (event.output as { value: { events: PlanEvent[] } }).value.events,
            }),
            description: 'Show every change of the plan, newest first (none yet: say so).',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The activity could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description: 'The activity could not be loaded; nothing about the plan is guessed.',
      on: {
        'activity.retry': {
          target: 'loading',
          description: 'The investor asks to load the activity again.',
        },
      },
    },
    notFound: {
      description: 'No such plan in this account: nothing of its activity is shown.',
    },
    listed: {
      description: 'The plan’s changes are listed, newest first, each with its date and time.',
    },
  },
});
