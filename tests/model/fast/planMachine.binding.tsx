import { cleanup } from '@testing-library/react';
import type { MyPlan } from '../../../src/api/contract/plans';
import { newAccount } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_PLANS } from '../../pages/plans';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { holdApi } from '../drivers/heldApi';
import { type PlanSeen, planSees, trialPlan } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & { api: ReturnType<typeof holdApi<'getMyPlans' | 'cancelPlan'>> };

/** One plan's cancel flow on My Plan (jsdom), POST pc/cs and GET pc/up held until answered. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getMyPlans', 'cancelPlan');
    await renderApp({ url: MY_PLANS, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getMyPlans.answer(newAccount({ myPlans: [trialPlan] }));
    return { api, person: jsdomPerson(), closeWith: 'keep' };
  },
  events: {
    ...planSees.events,
    'xstate.done.actor.cancelPlan': (h, e) =>
      h.api.calls.cancelPlan.answer((e as { output?: unknown }).output),
    'xstate.error.actor.cancelPlan': (h) => h.api.calls.cancelPlan.fail(),
    'xstate.done.actor.loadPlan': (h, e) =>
      h.api.calls.getMyPlans.answer(
        newAccount({ myPlans: [(e as { output?: MyPlan }).output as MyPlan] }),
      ),
    'xstate.error.actor.loadPlan': (h) => h.api.calls.getMyPlans.fail(),
  },
  states: planSees.states,
  stop: async () => cleanup(),
};
