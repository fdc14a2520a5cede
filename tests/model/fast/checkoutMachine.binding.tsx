import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
} from '../../../src/machines/checkoutMachine';
import { checkoutUrl } from '../../pages/checkout';
import { signedInUser } from '../../unit/views/appHarness';
import { eventsFrom, sendsAgain, statesFrom, stepper, Truth } from '../drivers/checkoutTruth';
import { closeCheckout, openCheckout, sentOf } from '../drivers/upgradeSteps';
import { checkoutDoes, checkoutSees } from '../models/checkoutMachine.sees';
import type { Binding } from '../runner';

type H = Awaited<ReturnType<typeof openCheckout>> & { truth: Truth };

const step = stepper<H, AnyEventObject>();

/** Checkout in the real router and views (jsdom), every API call held until the path answers. */
export const binding: Binding<H> = {
  async start(path) {
    const input = path.input as CheckoutInput;
    const user = signedInUser(input.account);
    const page = await openCheckout(checkoutUrl(input.order), 'Checkout', user);
    return { ...page, truth: new Truth(checkoutMachine, input) };
  },
  events: {
    ...eventsFrom<H>(checkoutDoes, (h, e, go) =>
      e.type === 'payment.retry' ? sendsAgain(sentOf(h.api.placeOrder), 'new', go) : go(),
    ),
    'xstate.done.actor.loadContact': step((h, e) => h.api.getContact.answer(e.output)),
    'xstate.error.actor.loadContact': step((h) => h.api.getContact.fail()),
    'xstate.done.actor.loadCards': step((h, e) => h.api.getCards.answer(e.output)),
    'xstate.error.actor.loadCards': step((h) => h.api.getCards.fail()),
    'xstate.done.actor.loadOwnCodes': step((h, e) => h.api.getCoupons.answer(e.output)),
    'xstate.error.actor.loadOwnCodes': step((h) => h.api.getCoupons.fail()),
    'xstate.done.actor.previewOrder': step(async (h, e) => {
      const { order, coupons, lang } = h.truth.as<CheckoutContext>().context;
      const call = await h.api.previewOrder.waiting();
      const asked = { ...order, coupons, lang };
      expect(call.request, 'what the server is asked to price').toEqual(asked);
      await h.api.previewOrder.answer(e.output);
    }),
    'xstate.error.actor.previewOrder': step((h) => h.api.previewOrder.fail()),
    // The attempt's request reaches the server, which decides (lost answers: the attempt's model).
    'xstate.done.actor.payAttempt': step((h, e) => h.api.placeOrder.answer(e.output)),
  },
  // Each region, checked in the state the path's events really lead to (see checkoutTruth.ts).
  states: statesFrom<H>(checkoutMachine, checkoutSees),
  stop: closeCheckout,
};
