import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { redeemScheduleMachine } from '../../../src/machines/redeemScheduleMachine';
import { referrerSchedule } from '../../factories/promotion';
import type { schedulePage } from '../../pages/promotion';
import { onlyWhile } from '../cannot';
import { readSteps } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

// referrer@'s schedule in the demo data: GIFTPRODUCT (in effect) and GIFT5USD on Combo Premium,
// GIFT14DAYS applied; active@ has nothing scheduled. The delete step takes off the code in effect.
const THREE = referrerSchedule();
const DELETED = THREE[0]!;
const TWO = referrerSchedule(DELETED.promoCode);
/** A row's actor reached its end (any row's: the schedule reads which). */
const DELETE_STEP = 'xstate.done.actor.*';
/** Whether the row the delete step deletes is on the screen. */
const shown = (s: { context: { rows: typeof THREE } }) => s.context.rows.includes(DELETED);

export const model: MachineModel<typeof redeemScheduleMachine> = {
  machine: redeemScheduleMachine,
  serialize: (s) => JSON.stringify([s.value, s.context.rows.length, s.context.deleted !== null]),
  // A first read is of a demo account (three rows or none); after a delete, of the two left.
  events: ({ context }) =>
    [
      ...readSteps('loadSchedule', 'schedule.retry', context.deleted ? [TWO] : [THREE, []]),
      { type: DELETE_STEP, actorId: `redemption-${DELETED.id}`, output: { row: DELETED } },
    ] as never,
  cannot: [onlyWhile([DELETE_STEP], shown, 'Only a row on the screen can be deleted.')],
  // The machine words every schedule alike ("Show the schedule"): the report names its codes.
  describeEvent: ({ output }: AnyEventObject) =>
    Array.isArray(output)
      ? `The server lists ${output.map((r) => r.promoCode).join(', ') || 'no codes'}`
      : undefined,
};

export type Seen = { page: ReturnType<typeof schedulePage> };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof redeemScheduleMachine>) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  // A schedule once shown stays on screen while it is read again (after a delete).
  loading: (h, { context: c }) =>
    c.rows.length ? h.page.lists(c.rows, c.deleted) : h.page.loading(),
  failed: (h) => h.page.loadFailed(),
  // The rows by product and code (or that nothing is scheduled), and which code was taken off.
  listed: (h, { context: c }) => h.page.lists(c.rows, c.deleted),
};

/** What the investor does at each step, in both runners (a row's actor ends: its code deleted). */
export const does = {
  'schedule.retry': (h: Seen) => h.page.retry(),
  [DELETE_STEP]: (h: Seen) => h.page.deletes(DELETED.promoCode, DELETED.productName),
};
