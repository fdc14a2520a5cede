import { assign, fromPromise, setup } from 'xstate';
import type { Card } from '../api/contract/cards';
import { ERROR } from '../api/contract/errors';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';

export interface CardInput {
  card: Card;
}

export interface CardContext {
  card: Card;
  /** Why the last delete did not go through (not the "in use" case, which has its own state). */
  problem: Problem | null;
}

export type CardEvent =
  | { type: 'delete.open' }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' };

/** The card's end, as the list hears it (xstate.done.actor.card-<id>): this card is gone. */
export type CardOutput = { cardId: number };

/**
 * One saved card, spawned by the card list for each card: its delete dialog runs here, so two
 * cards never share a dialog or a busy state. A card that pays for a live plan is not deleted:
 * the dialog names the plans and sends the investor to switch them first (spec, server 0077).
 */
export const cardMachine = setup({
  types: {
    input: {} as CardInput,
    context: {} as CardContext,
    events: {} as CardEvent,
    tags: {} as 'busy' | 'dialog',
    output: {} as CardOutput,
  },
  actors: {
    // Bound at the app's edge to DELETE pc/std.
    deleteCard: fromPromise<Result<unknown>, { cardId: number }>(() =>
      Promise.reject(new Error('deleteCard is provided by the app')),
    ),
  },
  guards: {
    paysForPlans: ({ context }) => context.card.paysFor.length > 0,
    accepted: (_, result: Result<unknown>) => result.ok,
    inUse: (_, result: Result<unknown>) => !result.ok && result.problem.code === ERROR.cardInUse,
  },
  actions: {
    forget: assign({ problem: null }),
    refused: assign((_, result: Result<unknown>) => ({
      problem: result.ok ? null : result.problem,
    })),
    unreachable: assign({ problem: { code: NETWORK_PROBLEM, message: '' } }),
  },
}).createMachine({
  id: 'card',
  description:
    'One saved card (brand, last four, expiry, holder, the plans it pays for) and its delete dialog.',
  context: ({ input }) => ({ card: input.card, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The card in the list, with Delete.',
      on: {
        'delete.open': [
          {
            guard: 'paysForPlans',
            target: 'inUse',
            description:
              'The card pays for a live plan: say which, and offer to switch them first; nothing is sent.',
          },
          {
            target: 'confirmingDelete',
            actions: 'forget',
            description: 'The investor asks to delete the card: confirm first.',
          },
        ],
      },
    },
    confirmingDelete: {
      tags: 'dialog',
      description: 'The delete bank card dialog: which card, and that it cannot be undone.',
      on: {
        'delete.confirm': {
          target: 'deleting',
          description: 'The investor confirms: the server deletes the card.',
        },
        'dialog.close': { target: 'idle', description: 'The investor keeps the card.' },
      },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      description: 'The server is deleting the card; the dialog waits and cannot be sent twice.',
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ cardId: context.card.id }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'deleted',
            description: 'Deleted: the list drops the card and says so.',
          },
          {
            guard: { type: 'inUse', params: ({ event }) => event.output },
            target: 'inUse',
            description:
              'The server says the card pays for a live plan (0077, a plan moved to it meanwhile): switch first.',
          },
          {
            target: 'confirmingDelete',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description: 'Refused for another reason: show the error code; the card stays.',
          },
        ],
        onError: {
          target: 'confirmingDelete',
          actions: 'unreachable',
          description: 'No answer came: say so and let the investor try again.',
        },
      },
    },
    inUse: {
      tags: 'dialog',
      description:
        'This card pays for a live plan and cannot be deleted: the plans are named, each with a way to switch its payment method.',
      on: {
        'dialog.close': { target: 'idle', description: 'The investor keeps the card for now.' },
      },
    },
    deleted: {
      type: 'final',
      description: 'The card is gone; the list drops it.',
    },
  },
  output: ({ context }) => ({ cardId: context.card.id }),
});
