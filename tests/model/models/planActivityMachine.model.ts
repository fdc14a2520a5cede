import type { AnyEventObject } from 'xstate';
import type { PlanEvent } from '../../../src/api/contract/planActivity';
import type { Result } from '../../../src/api/contract/result';
import { planActivityMachine } from '../../../src/machines/planActivityMachine';
import { aPlanActivity } from '../../factories/billing';
import type { planActivityPage } from '../../pages/planActivity';
import type { MachineModel } from '../machineModel';

type Answer = Result<{ events: PlanEvent[] }>;
/** The server's answer a path's step says. */
export const answerIn = (e: AnyEventObject) => (e as { output?: Answer }).output;

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadActivity': 'The activity cannot be read (network)',
  'activity.retry': 'The investor clicks Try again',
};

export const model: MachineModel<typeof planActivityMachine> = {
  machine: planActivityMachine,
  starts: [
    {
      description: 'An investor opens the Plan activity tab of a plan',
      input: { orderId: 7 },
    },
  ],
  events: [
    {
      type: 'xstate.done.actor.loadActivity',
      output: { ok: true, value: { events: aPlanActivity() } },
    },
    {
      type: 'xstate.done.actor.loadActivity',
      output: { ok: false, problem: { code: '0004', message: 'plan not found' } },
    },
    { type: 'xstate.error.actor.loadActivity', error: new TypeError('offline') },
    { type: 'activity.retry' },
  ] as never,
  describeEvent: (e) => {
    const output = answerIn(e);
    const type = e.type as string;
    if (type !== 'xstate.done.actor.loadActivity' || !output) return WORDS[type] ?? type;
    return output.ok
      ? 'The server sends the plan’s changes'
      : 'The plan is not this investor’s (0004)';
  },
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
