import type { AnyEventObject } from 'xstate';
import type { PlanEvent } from '../../../src/api/contract/planActivity';
import type { Result } from '../../../src/api/contract/result';
import { planActivityMachine } from '../../../src/machines/planActivityMachine';
import { aPlanActivity } from '../../factories/billing';
import type { planActivityPage } from '../../pages/planActivity';
import type { MachineModel } from '../machineModel';

/** The server's answer a path's step says: the plan's changes, or 0004 (not this investor's). */
export type Found = { events: PlanEvent[] };
export const answerIn = (e: AnyEventObject): Result<Found> | undefined => e.output;
const found = { ok: true, value: { events: aPlanActivity() } };
const refused = { ok: false, problem: { code: '0004', message: 'plan not found' } };

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadActivity': 'The activity cannot be read (network)',
  'activity.retry': 'The investor clicks Try again',
  // The read's two answers, by what the server says.
  found: 'The server sends the plan’s changes',
  refused: 'The plan is not this investor’s (0004)',
};

export const model: MachineModel<typeof planActivityMachine> = {
  machine: planActivityMachine,
  starts: [
    { description: 'An investor opens the Plan activity tab of a plan', input: { orderId: 7 } },
  ],
  events: [
    { type: 'xstate.done.actor.loadActivity', output: found },
    { type: 'xstate.done.actor.loadActivity', output: refused },
    { type: 'xstate.error.actor.loadActivity', error: new TypeError('offline') },
    { type: 'activity.retry' },
  ] as never,
  describeEvent: (e) => WORDS[e.type] ?? WORDS[answerIn(e)?.ok ? 'found' : 'refused'] ?? e.type,
};

/** What each state looks like, in both runners; `events`: what the server really answered. */
export type Seen = { page: ReturnType<typeof planActivityPage>; events: PlanEvent[] };
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  'tag:busy': (h) => h.page.loading(),
  failed: (h) => h.page.failed(),
  notFound: (h) => h.page.notFound(),
  listed: (h) => h.page.listed(h.events),
};

/** What the investor does, in both runners. */
export const does = { 'activity.retry': (h: Seen) => h.page.retry() };
