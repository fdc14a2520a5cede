import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { Result } from '../../../src/api/contract/result';
import { redemptionMachine } from '../../../src/machines/redemptionMachine';
import { referrerSchedule } from '../../factories/promotion';
import type { schedulePage } from '../../pages/promotion';
import type { MachineModel } from '../machineModel';

/** referrer@'s code in effect on Combo Premium: the row whose delete the paths try. */
export const ROW = referrerSchedule()[0] as ScheduledRedemption;
export const PRODUCT = 'Combo Premium';

const refusal = (code: string): Result<unknown> => ({ ok: false, problem: { code, message: '' } });
export const answerIn = (e: AnyEventObject) => (e as unknown as { output: Result<unknown> }).output;

const WORDS: Record<string, string> = {
  'delete.open': `The investor clicks Delete on ${ROW.promoCode}`,
  'delete.confirm': 'The investor clicks Delete from schedule',
  'dialog.close': 'The investor keeps it scheduled',
  'xstate.error.actor.deleteRedemption': 'The delete gets no answer (network)',
};

export const model: MachineModel<typeof redemptionMachine> = {
  machine: redemptionMachine,
  starts: [{ description: `${ROW.promoCode} scheduled on ${PRODUCT}`, input: { row: ROW } }],
  simplePaths: false,
  serialize: (s) => JSON.stringify([s.value, s.context.problem?.code]),
  events: [
    { type: 'delete.open' },
    { type: 'delete.confirm' },
    { type: 'dialog.close' },
    { type: 'xstate.done.actor.deleteRedemption', output: { ok: true, value: { deleted: 1 } } },
    { type: 'xstate.done.actor.deleteRedemption', output: refusal('0004') },
    { type: 'xstate.error.actor.deleteRedemption', error: new TypeError('offline') },
  ] as never,
  describeEvent: (event) => {
    const e = event as AnyEventObject;
    if (e.type !== 'xstate.done.actor.deleteRedemption') return WORDS[e.type] ?? e.type;
    return answerIn(e).ok
      ? 'The server takes the code off the plan'
      : 'The code was taken off in another tab meanwhile: the server refuses (0004)';
  },
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'xstate.done.actor.deleteRedemption' &&
        state.context.problem?.code === '0004',
      why: 'A code taken off elsewhere stays off: the server only says 0004 again, and nothing new is learnt.',
    },
  ],
};

/** Why the row's last delete did not go through ('network': no answer), as the dialog says. */
type RowTruth = { problem: string | null };

export type Seen = { page: ReturnType<typeof schedulePage>; truth: RowTruth };

/** What each state looks like, in both runners. */
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  idle: async (h) => {
    await h.page.canDelete(ROW.promoCode, PRODUCT);
    await h.page.noDialog();
  },
  confirmingDelete: async (h) => {
    await h.page.confirming(ROW.promoCode);
    await h.page.deleteProblem(ROW.promoCode, h.truth.problem);
  },
  deleting: (h) => h.page.deleting(ROW.promoCode),
  deleted: async (h) => {
    await h.page.deleted(ROW.promoCode, PRODUCT);
    await h.page.noRow(PRODUCT, ROW.promoCode);
  },
};

/** What the investor does at each step, in both runners. */
export const does: Record<string, (h: Seen) => Promise<void>> = {
  'delete.open': (h) => {
    h.truth.problem = null; // the dialog opens afresh, without an earlier try's problem
    return h.page.openDelete(ROW.promoCode, PRODUCT);
  },
  'delete.confirm': (h) => h.page.confirmDelete(ROW.promoCode),
  'dialog.close': (h) => h.page.keep(ROW.promoCode),
};

/** The truth after the server's answer ('network': none came). */
export function answered(truth: RowTruth, answer: Result<unknown> | 'network') {
  if (answer === 'network') truth.problem = 'network';
  else if (!answer.ok) truth.problem = answer.problem.code;
}
