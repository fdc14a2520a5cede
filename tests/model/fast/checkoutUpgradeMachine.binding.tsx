import { expect } from 'vitest';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { eventsFrom, sendsAgain, statesFrom, stepper, Truth } from '../drivers/checkoutTruth';
import { closeCheckout, openCheckout, plansAnswer, sentOf } from '../drivers/upgradeSteps';
import {
  quoteAsked,
  upgradeAsked,
  upgradeDoes,
  upgradeSees,
  upgradeUrl,
} from '../models/checkoutUpgradeMachine.model';
import type { Binding } from '../runner';

type H = Awaited<ReturnType<typeof openCheckout>> & { truth: Truth };

const step = stepper<H, { type: string; output?: unknown }>();
const seen = (h: H) => h.truth.as<CheckoutUpgradeContext>();

/** Upgrade confirmation in the real router and views (jsdom), pc/up, the quote and pc/uap held. */
export const binding: Binding<H> = {
  async start(path) {
    const input = path.input as CheckoutUpgradeInput;
    const url = upgradeUrl(input.orderId, input.productCode);
    const page = await openCheckout(url, 'Confirm upgrade');
    return { ...page, truth: new Truth(checkoutUpgradeMachine, input) };
  },
  events: {
    ...eventsFrom<H>(upgradeDoes, (h, e, go) =>
      e.type === 'payment.retry' ? sendsAgain(sentOf(h.api.upgradePlan), 'new', go) : go(),
    ),
    // The plan comes from the user's plan list (pc/up); "no such plan" is a list without it.
    'xstate.done.actor.loadPlan': step((h, e) =>
      h.api.getMyPlans.answer(plansAnswer(e.output as MyPlan | null)),
    ),
    'xstate.error.actor.loadPlan': step((h) => h.api.getMyPlans.fail()),
    'xstate.done.actor.loadQuote': step(async (h, e) => {
      const call = await h.api.previewOrder.answer(e.output);
      expect(call.request, 'what the server is asked to price').toMatchObject(quoteAsked(seen(h)));
    }),
    'xstate.error.actor.loadQuote': step((h) => h.api.previewOrder.fail()),
    'xstate.done.actor.payAttempt': step(async (h, e) => {
      const call = await h.api.upgradePlan.answer(e.output);
      expect(call.request, 'what the server is asked').toMatchObject(upgradeAsked(seen(h)));
    }),
  },
  // The state value is part of the model's key, so the runner's choice of check is right; the
  // context (agreement, failure code) is read from the replay of the path's own events.
  states: statesFrom<H>(checkoutUpgradeMachine, upgradeSees),
  stop: closeCheckout,
};
