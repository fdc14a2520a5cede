import { AGREEMENT } from '../../pages/checkout';
import { button } from '../../pages/person';
import { sendsAgain } from '../drivers/checkoutTruth';
import { skippableClock } from '../drivers/heldApi';
import { closeCheckout, openCheckout, plansAnswer, sentOf } from '../drivers/upgradeSteps';
import { plan, quote, upgradeUrl } from '../models/checkoutUpgradeMachine.model';
import { paySees, retry } from '../models/payAttemptMachine.model';
import type { Binding } from '../runner';

type H = Awaited<ReturnType<typeof openCheckout>> & ReturnType<typeof skippableClock>;

/** One attempt on the upgrade confirmation (jsdom), its pc/uap requests held. */
export const binding: Binding<H> = {
  async start() {
    const page = await openCheckout(upgradeUrl(plan.orderId), 'Confirm upgrade');
    await page.api.getMyPlans.answer(plansAnswer(plan));
    await page.api.previewOrder.answer(quote);
    await page.person.ticks(AGREEMENT);
    await page.person.clicks(button('Confirm and pay'));
    // The retry delay, set only after a lost answer, passes when the path says so.
    return { ...page, ...skippableClock() };
  },
  events: {
    'xstate.done.actor.pay': (h, e) => h.api.upgradePlan.answer(e.output),
    'xstate.error.actor.pay': (h) => h.api.upgradePlan.fail(),
    'xstate.after.payRetryDelay.payAttempt.reconnecting': (h) =>
      sendsAgain(sentOf(h.api.upgradePlan), 'same', async () => h.skip(1500)),
    'payment.retry': (h) => sendsAgain(sentOf(h.api.upgradePlan), 'same', () => retry(h.person)),
  },
  states: paySees,
  async stop(h) {
    await closeCheckout(h);
    h.restore();
  },
};
