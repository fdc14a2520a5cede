import type { Browser, Page } from '@playwright/test';
import type { PlaceOrderResponse } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type SuccessfulOrderContext,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import { checkoutPage, money } from '../../pages/checkout';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import { stepper, Truth, takenAs } from '../fast/checkoutTruth';
import { type OrderEvent, type Seen, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

type H = Seen & { page: Page; held: HeldRequests; truth: Truth };

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const BUYER = 'new@demo.test';
const CHECKOUT = '/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD';

const step = stepper<H, OrderEvent>();
/** The path's events lead to each state (the real order's machine), and the page shows it. */
const states = Object.entries(sees).map(([state, see]) => [
  state,
  async (h: H) => {
    expect(h.truth.snapshot.matches(state), `the path's events lead to ${state}`).toBe(true);
    await see(h, h.truth.as<SuccessfulOrderContext>());
  },
]);

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
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const input = path.input as SuccessfulOrderInput;
      const page = await sessions.open(BUYER);
      const held = new HeldRequests(page);
      const seen = successfulOrderPage(playwrightPerson(page, { timeout: 5_000 }));
      if (input.orderId === null) {
        await held.hold('plans');
        await page.goto(SUCCESS.address);
        const truth = new Truth(successfulOrderMachine, { ...input, accountEmail: BUYER });
        return { page, seen, held, truth, paidToday: null };
      }
      // "Checkout sends the buyer here with the new order id": a real order, placed as a person
      // places it; the success page's reading of the plan is held from the moment of paying.
      sessions.changesData();
      await held.hold('plans');
      const order = await buy(page);
      await page.waitForURL(`**/products/checkout/successfulorder?orderId=${order.orderId}`);
      const truth = new Truth(successfulOrderMachine, {
        ...input,
        orderId: order.orderId,
        receiptEmail: order.receiptEmail,
        accountEmail: BUYER,
      });
      return { page, seen, held, truth, paidToday: money(order.amountPaid, order.currency) };
    },
    events: {
      'xstate.done.actor.loadOrder': step(async (h, e) => {
        const { body } = await h.held.release('plans');
        const { orderId } = h.truth.as<SuccessfulOrderContext>().context;
        const plan =
          (body.data as { myPlans: MyPlan[] }).myPlans.find((p) => p.orderId === orderId) ?? null;
        expect(plan !== null, 'the server lists the new plan').toBe(e.output.plan !== null);
        return takenAs({ ...e, output: { plan, contactEmail: null } });
      }),
      'xstate.error.actor.loadOrder': step((h) => h.held.drop('plans', false)),
      'order.retry': step((h) => h.seen.tryAgain()),
    },
    states: Object.fromEntries(states),
    async stop(h) {
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
