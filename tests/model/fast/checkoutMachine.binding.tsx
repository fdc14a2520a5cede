import { expect } from 'vitest';
import type { OrderPreview } from '../../../src/api/contract/orders';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
} from '../../../src/machines/checkoutMachine';
import { checkoutUrl } from '../../pages/checkout';
import { signedInUser } from '../../unit/views/appHarness';
import { checkoutDoes } from '../models/checkoutMachine.model';
import { checkoutSees } from '../models/checkoutMachine.sees';
import type { Binding } from '../runner';
import {
  checkoutCoupons,
  eventsFrom,
  sendsAgain,
  statesFrom,
  stepper,
  Truth,
  takenAs,
} from './checkoutTruth';
import { closeCheckout, openCheckout, sentOf } from './upgradeSteps';

type H = Awaited<ReturnType<typeof openCheckout>> & { truth: Truth };

const step = stepper<H, { type: string; output?: unknown }>();

/** Checkout in the real router and views (jsdom), every API call held until the path answers. */
export const binding: Binding<H> = {
  async start(path) {
    const input = path.input as CheckoutInput;
    // A path that removes a coupon, or whose server marks one invalid, needs one applied: it
    // opens checkout through a promo-code link carrying it (applied from the start).
    const coupons = checkoutCoupons(path);
    const url = checkoutUrl(input.order, coupons[0]);
    const page = await openCheckout(url, 'Checkout', signedInUser(input.account));
    return { ...page, truth: new Truth(checkoutMachine, { ...input, coupons }) };
  },
  events: {
    ...eventsFrom<H>(checkoutDoes, (h, e, go) =>
      e.type === 'payment.retry' ? sendsAgain(sentOf(h.api.placeOrder), 'new', go) : go(),
    ),
    'xstate.done.actor.loadContact': step((h, e) => h.api.getContact.answer(e.output)),
    'xstate.error.actor.loadContact': step((h) => h.api.getContact.fail()),
    'xstate.done.actor.loadCards': step((h, e) => h.api.getCards.answer(e.output)),
    'xstate.error.actor.loadCards': step((h) => h.api.getCards.fail()),
    'xstate.done.actor.previewOrder': step(async (h, e) => {
      const { order, coupons, lang } = h.truth.as<CheckoutContext>().context;
      const call = await h.api.previewOrder.waiting();
      const asked = { ...order, coupons, lang };
      expect(call.request, 'what the server is asked to price').toEqual(asked);
      // The fake server prices the cycle it is asked for (the model's preview is for monthly).
      const output = { ...(e.output as OrderPreview), subscriptionTime: order.subscriptionTime };
      await h.api.previewOrder.answer(output);
      return takenAs({ ...e, output });
    }),
    'xstate.error.actor.previewOrder': step((h) => h.api.previewOrder.fail()),
    // The attempt's request reaches the server, which decides (lost answers: the attempt's model).
    'xstate.done.actor.payAttempt': step((h, e) => h.api.placeOrder.answer(e.output)),
  },
  // Each region, checked in the state the path's events really lead to (see checkoutTruth.ts).
  states: statesFrom<H>(checkoutMachine, checkoutSees),
  stop: closeCheckout,
};
