import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import {
  type BillingPageAnswer,
  billingHistoryMachine,
} from '../../../src/machines/billingHistoryMachine';
import { aBillingPage } from '../../factories/billing';
import type { billingPage, ChargesShown } from '../../pages/billing';
import type { MachineModel } from '../machineModel';

/** A long history (two pages of 50) and a short one (active@'s own four charges, in the real run). */
const LONG = 100;
const SHORT = 4;
const refused = { ok: false, problem: { code: '0004', message: 'plan not found' } };
/** The server's answer a path's step says to the first read. */
export const answerIn = (e: AnyEventObject): Result<BillingPageAnswer> | undefined => e.output;

export const model: MachineModel<typeof billingHistoryMachine> = {
  machine: billingHistoryMachine,
  starts: [
    {
      description: 'An investor opens the billing history of a plan',
      input: { orderId: 7, lang: 'en' },
    },
  ],
  events: [
    { type: 'xstate.done.actor.loadPage', output: { ok: true, value: aBillingPage(LONG) } },
    { type: 'xstate.done.actor.loadPage', output: { ok: true, value: aBillingPage(SHORT) } },
    { type: 'xstate.done.actor.loadPage', output: refused },
    { type: 'xstate.error.actor.loadPage', error: new TypeError('offline') },
    { type: 'xstate.done.actor.loadMore', output: aBillingPage(LONG, 1) },
    { type: 'xstate.error.actor.loadMore', error: new TypeError('offline') },
    { type: 'history.retry' },
    { type: 'history.more' },
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'history.more' &&
        state.matches('listed') &&
        state.context.records.length >= state.context.total,
      why: 'Show older charges is on screen only while some charges are not shown.',
    },
  ],
  // Whether older charges remain decides what "Show older charges" can do: part of the state.
  serialize: (s) => JSON.stringify([s.value, s.context.records.length < s.context.total]),
  // The machine's words are the same for a long and a short history: these tell them apart.
  describeEvent: (e) => {
    const answer = answerIn(e);
    if ((e.type as string) !== 'xstate.done.actor.loadPage' || !answer?.ok) return undefined;
    return answer.value.total === LONG
      ? 'The server sends the newest 50 of 100 charges'
      : 'The server sends all 4 charges';
  },
};

/** What each state looks like, in both runners; `shown`: what the server really answered. */
export type Seen = { page: ReturnType<typeof billingPage>; shown: ChargesShown };
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  'tag:busy': (h) => h.page.loading(),
  failed: (h) => h.page.failed(),
  notFound: (h) => h.page.notFound(),
  listed: (h) => h.page.listed(h.shown),
  'tag:loadingMore': (h) => h.page.loadingMore(h.shown),
  // Older charges fail here only for want of an answer (the network), never with a code.
  moreFailed: (h) => h.page.moreFailed(h.shown, null),
};

/** What the investor does, in both runners. */
export const does = {
  'history.retry': (h: Seen) => h.page.retry(),
  'history.more': (h: Seen) => h.page.more(),
};

/** What is shown before the first answer: nothing (after it, the first page as sent). */
export const noCharges = (): ChargesShown => ({ productName: '', records: [], total: 0 });
/** The older charges the server sends join the ones shown. */
export const readOlder = (h: Seen, { records, total }: BillingPageAnswer) => {
  h.shown = { ...h.shown, records: [...h.shown.records, ...records], total };
};
