import type { Browser, Page } from '@playwright/test';
import type { PlaceOrderResponse } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { SuccessfulOrderInput } from '../../../src/machines/successfulOrderMachine';
import { checkoutPage, money } from '../../pages/checkout';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import { expect, HeldRequests, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const BUYER = 'new@demo.test';
const CHECKOUT = '/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD';

/** Buys a plan through checkout as a person does, and returns what the server said it placed. */
async function buy(page: Page) {
  await page.goto(CHECKOUT);
  const checkout = checkoutPage(playwrightPerson(page));
  await checkout.fillContact({ firstName: 'Nia', lastName: 'Newman', phone: '+852 5555 0000' });
  await checkout.fillCard({
    holder: 'Nia Newman',
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await checkout.tickAgreement();
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/v2/ch/pc/pc'));
  await checkout.pay();
  const order = (await (await paid).json()) as PlaceOrderResponse;
  expect(order.errorCode, 'the order is placed').toBe('0');
  return order;
}

/** The success page in Chromium against the real server (pc/up held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const tab = await sessions.open(BUYER);
      const held = new HeldRequests(tab);
      const seen = successfulOrderPage(playwrightPerson(tab, { timeout: 5_000 }));
      // The page's reading of the plan is held from the start (or from the moment of paying).
      await held.hold('getMyPlans');
      if ((path.input as SuccessfulOrderInput).orderId === null) {
        await tab.goto(SUCCESS.address);
        return { tab, held, seen, paidToday: null, real: {} };
      }
      // "Checkout sends the buyer here with the new order id": a real order, as a person places it.
      sessions.changesData();
      const { orderId, receiptEmail, amountPaid, currency } = await buy(tab);
      await tab.waitForURL(`**/products/checkout/successfulorder?orderId=${orderId}`);
      const paidToday = money(amountPaid, currency);
      return { tab, held, seen, paidToday, real: { orderId, receiptEmail } };
    },
    events: {
      ...does,
      'xstate.done.actor.loadOrder': async (h, e) => {
        const { body } = await h.held.release('getMyPlans');
        const { myPlans } = body.data as { myPlans: MyPlan[] };
        h.real.plan = myPlans.find((p) => p.orderId === h.real.orderId) ?? null;
        const wanted = e.output.plan !== null;
        expect(h.real.plan !== null, 'the server lists the new plan').toBe(wanted);
      },
      'xstate.error.actor.loadOrder': (h) => h.held.drop('getMyPlans', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
