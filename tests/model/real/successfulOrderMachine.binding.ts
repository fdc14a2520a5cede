import type { PlaceOrderResponse } from '../../../src/api/contract/orders';
import { NEW_BUYER } from '../../factories/checkout';
import { checkoutPage, checkoutUrl } from '../../pages/checkout';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import { listedPlan } from '../drivers/checkoutTruth';
import { expect, realScreens } from '../drivers/heldRequests';
import * as model from '../models/successfulOrderMachine.model';

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const ORDER = { productCode: 'HK_MOBILE', subscriptionTime: 1, currency: 'USD' };

/** The success page in Chromium against the real server (pc/up held). */
export const realBinding = realScreens(model, (sessions) => ({
  async start(path) {
    // "Checkout sends the buyer here with the new order id": a real order, as a person places it.
    const placing = path.states[0]?.context.orderId !== null;
    const url = placing ? checkoutUrl(ORDER) : SUCCESS.address;
    // The page's reading of the plan is held from the start (or from the moment of paying).
    const hold = ['getMyPlans', 'placeOrder'];
    const screen = await sessions.openScreen('new@demo.test', url, successfulOrderPage, ...hold);
    if (!placing) return { ...screen, placed: {} };
    sessions.changesData();
    await checkoutPage(playwrightPerson(screen.tab)).buys(NEW_BUYER);
    const { body } = await screen.held.release('placeOrder');
    const { orderId, receiptEmail, amountPaid, currency } = body as unknown as PlaceOrderResponse;
    await screen.page.arrived(orderId);
    return { ...screen, placed: { orderId, receiptEmail, paidToday: { amountPaid, currency } } };
  },
  events: {
    'xstate.done.actor.loadOrder': async (h, e) => {
      h.placed.plan = await listedPlan(h.held, h.placed.orderId ?? null);
      expect(h.placed.plan !== null, 'the server lists the new plan').toBe(e.output.plan !== null);
    },
    'xstate.error.actor.loadOrder': (h) => h.held.drop('getMyPlans', false),
  },
}));
