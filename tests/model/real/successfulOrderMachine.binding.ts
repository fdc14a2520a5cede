import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type OrderFacts,
  type SuccessfulOrderContext,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import { checkoutPage, money } from '../../pages/checkout';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { successfulOrderPage } from '../../pages/successfulOrder';
import { expect, HeldRequests, Sessions } from '../drivers/heldRequests';
import { stepper, Truth, takenAs } from '../fast/checkoutTruth';
import type { Binding } from '../runner';

type H = {
  page: Page;
  seen: ReturnType<typeof successfulOrderPage>;
  held: HeldRequests;
  truth: Truth;
  /** "Paid today" as checkout handed it over in this tab, when the buyer came from checkout. */
  paidToday: string | null;
};
type ModelEvent = AnyEventObject & { output?: OrderFacts };

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const BUYER = 'new@demo.test';
const CHECKOUT = '/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD';

const step = stepper<H, ModelEvent>();
const context = (h: H) => h.truth.as<SuccessfulOrderContext>().context;
/** The path's events lead to `state`, and the page shows what the buyer sees there. */
const at =
  (state: string, check: (h: H, c: SuccessfulOrderContext) => Promise<void>) => async (h: H) => {
    expect(h.truth.snapshot.matches(state), `the path's events lead to ${state}`).toBe(true);
    await check(h, context(h));
  };

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
  const order = (await (await paid).json()) as {
    errorCode: string;
    orderId: number;
    amountPaid: number;
    currency: string;
    receiptEmail: string;
  };
  expect(order.errorCode, 'the order is placed').toBe('0');
  return order;
}

/** The success page in Chromium against the real server (pc/up held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const person = (page: Page) => playwrightPerson(page, { timeout: 5_000 });
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const input = path.input as SuccessfulOrderInput;
      const page = await sessions.open(BUYER);
      const held = new HeldRequests(page);
      if (input.orderId === null) {
        await held.hold('plans');
        await page.goto('/pricing/products/checkout/successfulorder');
        const truth = new Truth(successfulOrderMachine, { ...input, accountEmail: BUYER });
        return { page, seen: successfulOrderPage(person(page)), held, truth, paidToday: null };
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
      const paidToday = money(order.amountPaid, order.currency);
      return { page, seen: successfulOrderPage(person(page)), held, truth, paidToday };
    },
    events: {
      'xstate.done.actor.loadOrder': step(async (h, e) => {
        const { body } = await h.held.release('plans');
        const { orderId } = h.truth.as<SuccessfulOrderContext>().context;
        const plan =
          (body.data as { myPlans: MyPlan[] }).myPlans.find((p) => p.orderId === orderId) ?? null;
        expect(plan !== null, 'the server lists the new plan').toBe(e.output?.plan !== null);
        return takenAs({ ...e, output: { plan, contactEmail: null } });
      }),
      'xstate.error.actor.loadOrder': step((h) => h.held.drop('plans', false)),
      'order.retry': step((h) => h.seen.tryAgain()),
    },
    // "deciding" is left at once (eventless): it is never on screen, so it has no check.
    states: {
      loading: at('loading', (h, c) => h.seen.loading(c.receiptEmail)),
      failed: at('failed', (h, c) => h.seen.failed(c.receiptEmail)),
      shown: at('shown', (h, c) => h.seen.shown(c.receiptEmail, c.plan, h.paidToday)),
      withoutOrder: at('withoutOrder', (h) => h.seen.withoutOrder()),
    },
    async stop(h) {
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
