import type { PlanEvent } from '../../../src/api/contract/planActivity';
import { planActivityMachine } from '../../../src/machines/planActivityMachine';
import { aPlanActivity } from '../../factories/billing';
import type { planActivityPage } from '../../pages/planActivity';
import { notTheirs, type ReadSeen, readSees, readSteps, sent } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

/** The read's answers: the plan's changes, or 0004 (not this investor's). */
const found = { ok: true, value: { events: aPlanActivity() } };

export const model: MachineModel<typeof planActivityMachine> = {
  machine: planActivityMachine,
  starts: [
    { description: 'An investor opens the Plan activity tab of a plan', input: { orderId: 7 } },
  ],
  events: readSteps('loadActivity', 'activity.retry', [found, notTheirs('plan')]) as never,
};

/** What each state looks like, in both runners; `found`: the plan's changes the server sent. */
export type Seen = ReadSeen<ReturnType<typeof planActivityPage>, { events: PlanEvent[] }>;
export const sees = { ...readSees, listed: (h: Seen) => h.page.listed(sent(h).events) };

/** What the investor does, in both runners. */
export const does = { 'activity.retry': (h: Seen) => h.page.retry() };
