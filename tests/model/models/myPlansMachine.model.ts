import type { MyPlan } from '../../../src/api/contract/plans';
import { myPlansMachine } from '../../../src/machines/myPlansMachine';
import { myPlan } from '../../factories/pricing';
import type { myPlansPage } from '../../pages/plans';
import type { MachineModel } from '../machineModel';

// A trial inside its free-cancel window and an active plan (the real runner reads trial@'s own).
const trial = { status: 'trial', inTrial: true, canCancelFree: true } as const;
const plans = [
  myPlan('HK_MOBILE', { ...trial, orderId: 21, freeCancelUntil: '2025-02-08T00:00:00.000Z' }),
  myPlan('A_ALL', { orderId: 22 }),
];

export const model: MachineModel<typeof myPlansMachine> = {
  machine: myPlansMachine,
  starts: [{ description: 'A signed-in investor opens My Plan', input: { lang: 'en' } }],
  events: [
    { type: 'xstate.done.actor.loadPlans', output: plans },
    { type: 'xstate.done.actor.loadPlans', output: [] },
    { type: 'xstate.error.actor.loadPlans', error: new TypeError('offline') },
    { type: 'plans.retry' },
  ] as never,
};

/** What each state looks like, in both runners; `plans`: what the server really answered. */
type Seen = { page: ReturnType<typeof myPlansPage>; plans: MyPlan[] };
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  'tag:busy': (h) => h.page.loading(),
  failed: (h) => h.page.failed(),
  empty: (h) => h.page.empty(),
  listed: (h) => h.page.plans(h.plans),
};
