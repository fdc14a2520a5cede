import type { Browser } from '@playwright/test';
import type { PlaceOrderResponse } from '../../../src/api/contract/orders';
import { NEW_BUYER } from '../../factories/checkout';
import { checkoutPage, checkoutUrl, money } from '../../pages/checkout';
import type { Person } from '../../pages/person';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import { listedPlan } from '../drivers/checkoutTruth';
import { expect, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, type State, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const BUYER = 'new@demo.test';
const ORDER = { productCode: 'HK_MOBILE', subscriptionTime: 1, currency: 'USD' };
const screens = (p: Person) => ({ seen: successfulOrderPage(p), checkout: checkoutPage(p) });

/** The success page in Chromium against the real server (pc/up held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      // "Checkout sends the buyer here with the new order id": a real order, as a person places it.
      const placing = (path.states[0] as State).context.orderId !== null;
      const url = placing ? checkoutUrl(ORDER) : SUCCESS.address;
      // The page's reading of the plan is held from the start (or from the moment of paying).
      const hold = ['getMyPlans', 'placeOrder'];
      const { page, ...screen } = await sessions.openScreen(BUYER, url, screens, ...hold);
      if (!placing) return { ...screen, seen: page.seen, paidToday: null, real: {} };
      sessions.changesData();
      await page.checkout.buys(NEW_BUYER);
      const { body } = await screen.held.release('placeOrder');
      const { orderId, receiptEmail, amountPaid, currency } = body as unknown as PlaceOrderResponse;
      await page.seen.arrived(orderId);
      const paidToday = money(amountPaid, currency);
      return { ...screen, seen: page.seen, paidToday, real: { orderId, receiptEmail } };
    },
    events: {
      ...does,
      'xstate.done.actor.loadOrder': async (h, e) => {
        h.real.plan = await listedPlan(h.held, h.real.orderId ?? null);
        expect(h.real.plan !== null, 'the server lists the new plan').toBe(e.output.plan !== null);
      },
      'xstate.error.actor.loadOrder': (h) => h.held.drop('getMyPlans', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
