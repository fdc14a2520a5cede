import type { SnapshotFrom } from 'xstate';
import { redemptionMachine } from '../../../src/machines/redemptionMachine';
import { referrerSchedule } from '../../factories/promotion';
import type { schedulePage } from '../../pages/promotion';
import { onlyWhile } from '../cannot';
import { notTheirs } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

/** referrer@'s code in effect on Combo Premium (GIFTPRODUCT): the row whose delete the paths try. */
const ROW = referrerSchedule()[0]!;
const { promoCode: CODE, productName: PRODUCT } = ROW;

export const model: MachineModel<typeof redemptionMachine> = {
  machine: redemptionMachine,
  starts: [{ description: `${CODE} scheduled on ${PRODUCT}`, input: { row: ROW } }],
  simplePaths: false,
  serialize: (s) => JSON.stringify([s.value, s.context.problem?.code]),
  events: [
    { type: 'delete.open' },
    { type: 'delete.confirm' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.deleteRedemption', output: { ok: true, value: { deleted: 1 } } },
    { type: 'xstate.done.actor.deleteRedemption', output: notTheirs('redemption') },
    { type: 'xstate.error.actor.deleteRedemption', error: new TypeError('offline') },
  ] as never,
  cannot: [
    onlyWhile(
      ['xstate.done.actor.deleteRedemption'],
      (s) => s.context.problem?.code !== '0004',
      'A code taken off elsewhere stays off: after a 0004 the server only says 0004 again, and nothing new is learnt, so the delete is not answered again.',
    ),
  ],
};

export type Seen = { page: ReturnType<typeof schedulePage> };
type Check = (h: Seen, snapshot: SnapshotFrom<typeof redemptionMachine>) => Promise<void>;

/** What each state looks like, in both runners. */
export const sees: Record<string, Check> = {
  idle: (h) => h.page.waiting(PRODUCT, CODE),
  'tag:dialog': (h) => h.page.confirming(CODE),
  // Why the last delete did not go through ('network': no answer), or nothing.
  confirmingDelete: (h, { context }) => h.page.deleteProblem(CODE, context.problem?.code ?? null),
  deleting: (h) => h.page.deleting(CODE),
  deleted: (h) => h.page.takenOff(CODE, PRODUCT),
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'delete.open': (h) => h.page.openDelete(CODE, PRODUCT),
  'delete.confirm': (h) => h.page.confirmDelete(CODE),
  'dialog.close': (h) => h.page.keep(CODE),
};
