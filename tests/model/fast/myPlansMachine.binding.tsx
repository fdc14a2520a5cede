import { cleanup } from '@testing-library/react';
import type { MyPlan } from '../../../src/api/contract/plans';
import { newAccount } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_PLANS, myPlansPage } from '../../pages/plans';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { sees } from '../models/myPlansMachine.model';
import type { Binding } from '../runner';

type H = { api: HeldApi<'getMyPlans'>; page: ReturnType<typeof myPlansPage>; plans: MyPlan[] };

/** My Plan in the real router and views (jsdom), GET pc/up held until the path answers. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getMyPlans');
    await renderApp({ url: MY_PLANS, api: api.fakes, getUserInfo: async () => signedInUser() });
    return { api, page: myPlansPage(jsdomPerson()), plans: [] };
  },
  events: {
    'xstate.done.actor.loadPlans': (h, e) => {
      h.plans = (e as { output?: MyPlan[] }).output ?? [];
      return h.api.calls.getMyPlans.answer(newAccount({ myPlans: h.plans }));
    },
    'xstate.error.actor.loadPlans': (h) => h.api.calls.getMyPlans.fail(),
    'plans.retry': (h) => h.page.retry(),
  },
  states: sees,
  stop: async () => cleanup(),
};
