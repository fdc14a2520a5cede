import type { AnyEventObject } from 'xstate';
import {
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { eventsFrom, statesFrom, stepper, Truth } from '../drivers/checkoutTruth';
import { closeCheckout, openCheckout, plansAnswer } from '../drivers/upgradeSteps';
import { does, sees, upgradeUrl } from '../models/checkoutUpgradeMachine.model';
import type { Binding } from '../runner';

type H = Awaited<ReturnType<typeof openCheckout>> & { truth: Truth };

const step = stepper<H, AnyEventObject>();

/**
 * Upgrade confirmation in the real router and views (jsdom), pc/up, the quote and pc/uap held. What
 * the page asks of them is checked by the real runner (and the view's and machine's unit tests).
 */
export const binding: Binding<H> = {
  async start(path) {
    const input = path.input as CheckoutUpgradeInput;
    const url = upgradeUrl(input.orderId, input.productCode);
    const page = await openCheckout(url, 'Confirm upgrade');
    return { ...page, truth: new Truth(checkoutUpgradeMachine, input) };
  },
  events: {
    ...eventsFrom<H>(does),
    // The plan comes from the user's plan list (pc/up); "no such plan" is a list without it.
    'xstate.done.actor.loadPlan': step((h, e) => h.api.getMyPlans.answer(plansAnswer(e.output))),
    'xstate.error.actor.loadPlan': step((h) => h.api.getMyPlans.fail()),
    'xstate.done.actor.loadQuote': step((h, e) => h.api.previewOrder.answer(e.output)),
    'xstate.error.actor.loadQuote': step((h) => h.api.previewOrder.fail()),
    'xstate.done.actor.payAttempt': step((h, e) => h.api.upgradePlan.answer(e.output)),
  },
  // The state value is part of the model's key, so the runner's choice of check is right; the
  // context (agreement, failure code) is read from the replay of the path's own events.
  states: statesFrom<H>(checkoutUpgradeMachine, sees),
  stop: closeCheckout,
};
