import { type ActorRefFrom, assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { ScheduledRedemption } from '../api/contract/promotion';
import { type RedemptionOutput, redemptionMachine } from './redemptionMachine';

export interface RedeemScheduleContext {
  rows: ScheduledRedemption[];
  /** One actor per row, in the same order: each runs its own delete confirmation. */
  rowRefs: ActorRefFrom<typeof redemptionMachine>[];
  /** The last row taken off, said once in a status line. */
  deleted: ScheduledRedemption | null;
}

type RowDone = {
  type: `xstate.done.actor.redemption-${number}`;
  actorId: string;
  output: RedemptionOutput;
};

export type RedeemScheduleEvent = { type: 'schedule.retry' } | RowDone;

/**
 * Redeem Schedule: the codes redeemed on the investor's plans with their billing dates, newest
 * first, and a child actor per row for its delete confirmation. After a delete the schedule is read
 * again, since which code of a plan is effective may change.
 */
export const redeemScheduleMachine = setup({
  types: {
    context: {} as RedeemScheduleContext,
    events: {} as RedeemScheduleEvent,
    tags: {} as 'busy',
  },
  actors: {
    redemption: redemptionMachine,
    // Bound at the app's edge to GET pc/ap.
    loadSchedule: fromPromise<ScheduledRedemption[]>(() =>
      Promise.reject(new Error('loadSchedule is provided by the app')),
    ),
  },
  guards: {
    isRow: (_, actorId: string | undefined) => actorId?.startsWith('redemption-') ?? false,
  },
  actions: {
    show: enqueueActions(({ context, enqueue }, rows: ScheduledRedemption[]) => {
      for (const ref of context.rowRefs) enqueue.stopChild(ref);
      enqueue.assign(({ spawn }) => ({
        rows,
        rowRefs: rows.map((row) =>
          spawn('redemption', { id: `redemption-${row.id}`, input: { row } }),
        ),
      }));
    }),
    noteDeleted: assign({ deleted: (_, row: ScheduledRedemption) => row }),
  },
}).createMachine({
  id: 'redeemSchedule',
  description:
    'Redeem Schedule: product, promo code, billing date, discount amount and free days of each code redeemed on a plan; a code waiting for its date can be taken off, which makes it unused again.',
  context: { rows: [], rowRefs: [], deleted: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      description: 'Reading the redeem schedule.',
      invoke: {
        id: 'loadSchedule',
        src: 'loadSchedule',
        onDone: {
          target: 'listed',
          actions: { type: 'show', params: ({ event }) => event.output },
          description: 'Show the schedule (or, with nothing redeemed, say so).',
        },
        onError: {
          target: 'failed',
          description: 'The schedule could not be read: say so and offer to try again.',
        },
      },
    },
    failed: {
      description:
        'The schedule could not be loaded; no empty table pretends nothing is scheduled.',
      on: {
        'schedule.retry': { target: 'loading', description: 'The investor asks to load again.' },
      },
    },
    listed: {
      description: 'The schedule, each waiting code with Delete.',
      on: {
        'xstate.done.actor.*': {
          guard: { type: 'isRow', params: ({ event }) => (event as RowDone).actorId },
          target: 'loading',
          actions: { type: 'noteDeleted', params: ({ event }) => (event as RowDone).output.row },
          description: 'A row’s own actor took its code off: say so and read the schedule again.',
        },
      },
    },
  },
});
