import { cleanup } from '@testing-library/react';
import type { MyPlan } from '../../../src/api/contract/plans';
import { newAccount } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_PLANS } from '../../pages/plans';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { holdApi } from '../drivers/heldApi';
import { type PlanSeen, planSees } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & {
  api: ReturnType<typeof holdApi<'getMyPlans' | 'cancelPlan' | 'resubscribe' | 'changeFrequency'>>;
};

/** One plan's cancel, re-subscribe and frequency flows on My Plan (jsdom), its calls held until answered. */
export const binding: Binding<H> = {
  async start(path) {
    const { plan } = path.input as { plan: MyPlan };
    const api = holdApi('getMyPlans', 'cancelPlan', 'resubscribe', 'changeFrequency');
    await renderApp({ url: MY_PLANS, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getMyPlans.answer(newAccount({ myPlans: [plan] }));
    return { api, plan, person: jsdomPerson(), closeWith: 'keep' };
  },
  events: {
    ...planSees.events,
    'xstate.done.actor.cancelPlan': (h, e) =>
      h.api.calls.cancelPlan.answer((e as { output?: unknown }).output),
    'xstate.error.actor.cancelPlan': (h) => h.api.calls.cancelPlan.fail(),
    // The attempt's request reaches the server, which decides (lost answers: the attempt's model).
    'xstate.done.actor.payAttempt': (h, e) =>
      h.api.calls.resubscribe.answer((e as { output?: unknown }).output),
    'xstate.done.actor.changeFrequency': (h, e) =>
      h.api.calls.changeFrequency.answer((e as { output?: unknown }).output),
    'xstate.error.actor.changeFrequency': (h) => h.api.calls.changeFrequency.fail(),
    'xstate.done.actor.loadPlan': (h, e) =>
      h.api.calls.getMyPlans.answer(
        newAccount({ myPlans: [(e as { output?: MyPlan }).output as MyPlan] }),
      ),
    'xstate.error.actor.loadPlan': (h) => h.api.calls.getMyPlans.fail(),
  },
  states: planSees.states,
  stop: async () => cleanup(),
};
