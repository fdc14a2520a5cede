import { assign, fromPromise, setup } from 'xstate';
import type { ScheduledRedemption } from '../api/contract/promotion';
import { NETWORK_PROBLEM, type Problem, type Result } from '../api/contract/result';

export interface RedemptionInput {
  row: ScheduledRedemption;
}

export interface RedemptionContext {
  row: ScheduledRedemption;
  /** Why the last delete did not go through. */
  problem: Problem | null;
}

export type RedemptionEvent =
  | { type: 'delete.open' }
  | { type: 'delete.confirm' }
  | { type: 'dialog.close' };

/** The row's end, as the schedule hears it (xstate.done.actor.redemption-<id>). */
export type RedemptionOutput = { row: ScheduledRedemption };

/**
 * One row of the redeem schedule, spawned by the schedule for each row: its delete confirmation
 * runs here. Only a code still waiting for its billing date can be taken off; the code is then
 * unused again (spec §4).
 */
export const redemptionMachine = setup({
  types: {
    input: {} as RedemptionInput,
    context: {} as RedemptionContext,
    events: {} as RedemptionEvent,
    tags: {} as 'busy' | 'dialog',
    output: {} as RedemptionOutput,
  },
  actors: {
    // Bound at the app's edge to DELETE pc/ap.
    deleteRedemption: fromPromise<Result<unknown>, { orderId: number; code: string }>(() =>
      Promise.reject(new Error('deleteRedemption is provided by the app')),
    ),
  },
  guards: {
    scheduled: ({ context }) => context.row.status === 'scheduled',
    accepted: (_, result: Result<unknown>) => result.ok,
  },
  actions: {
    forget: assign({ problem: null }),
    refused: assign({
      problem: (_, result: Result<unknown>) => (result.ok ? null : result.problem),
    }),
    unreachable: assign({ problem: { code: NETWORK_PROBLEM, message: '' } }),
  },
}).createMachine({
  id: 'redemption',
  description:
    'One row of the redeem schedule (product, promo code, billing date, discount, free days) and its delete confirmation.',
  context: ({ input }) => ({ row: input.row, problem: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The row in the schedule; a code still waiting for its billing date has Delete.',
      on: {
        'delete.open': {
          guard: 'scheduled',
          target: 'confirmingDelete',
          actions: 'forget',
          description: 'The investor asks to take the code off the plan: confirm first.',
        },
      },
    },
    confirmingDelete: {
      tags: 'dialog',
      description:
        'The confirmation: which code comes off which plan, and that the code becomes unused again.',
      on: {
        'delete.confirm': {
          target: 'deleting',
          description: 'The investor confirms: the server takes the code off the plan.',
        },
        'dialog.close': { target: 'idle', description: 'The investor keeps the code scheduled.' },
      },
    },
    deleting: {
      tags: ['dialog', 'busy'],
      description: 'The server is taking the code off; the dialog waits and cannot be sent twice.',
      invoke: {
        id: 'deleteRedemption',
        src: 'deleteRedemption',
        input: ({ context }) => ({ orderId: context.row.orderId, code: context.row.promoCode }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'deleted',
            description: 'Taken off: the schedule is read again and says the code is unused.',
          },
          {
            target: 'confirmingDelete',
            actions: { type: 'refused', params: ({ event }) => event.output },
            description: 'Refused: show the error code; the row stays.',
          },
        ],
        onError: {
          target: 'confirmingDelete',
          actions: 'unreachable',
          description: 'No answer came: say so and let the investor try again.',
        },
      },
    },
    deleted: { type: 'final', description: 'The code is off the plan and unused again.' },
  },
  output: ({ context }) => ({ row: context.row }),
});
