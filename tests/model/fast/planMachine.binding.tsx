import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import type { MyPlan } from '../../../src/api/contract/plans';
import { newAccount } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { MY_PLANS, paymentFlow } from '../../pages/plans';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { holdApi } from '../drivers/heldApi';
import { type PlanSeen, planSees, TYPED_CARD } from '../models/planMachine.model';
import type { Binding } from '../runner';

const CALLS = [
  'getMyPlans',
  'cancelPlan',
  'resubscribe',
  'changeFrequency',
  'getCardPage',
  'storeCard',
  'switchPaymentMethod',
] as const;
type H = PlanSeen & { api: ReturnType<typeof holdApi<(typeof CALLS)[number]>> };

const outputOf = (e: AnyEventObject) => (e as { output?: unknown }).output;

/** One plan's cancel, re-subscribe, frequency and card flows on My Plan (jsdom), its calls held until answered. */
export const binding: Binding<H> = {
  async start(path) {
    const { plan } = path.input as { plan: MyPlan };
    const api = holdApi(...CALLS);
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
    'xstate.done.actor.loadCards': (h, e) => {
      const cards = outputOf(e) as Card[];
      return h.api.calls.getCardPage.answer({ cards, total: cards.length });
    },
    'xstate.error.actor.loadCards': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.newCard': async (h, e) => {
      const flow = paymentFlow(h.person, h.plan.productName);
      const card = outputOf(e) as Card | null;
      if (!card) return flow.cancelsCard();
      await flow.addsCard(TYPED_CARD);
      await h.api.calls.storeCard.answer({ ok: true, value: { errorCode: '0', card } });
    },
    'xstate.done.actor.switchPaymentMethod': (h, e) =>
      h.api.calls.switchPaymentMethod.answer(outputOf(e)),
    'xstate.error.actor.switchPaymentMethod': (h) => h.api.calls.switchPaymentMethod.fail(),
  },
  states: planSees.states,
  stop: async () => cleanup(),
};
