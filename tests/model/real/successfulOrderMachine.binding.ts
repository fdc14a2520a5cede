import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type OrderFacts,
  type SuccessfulOrderContext,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import {
  always,
  requireChecks,
  type Snapshot,
  stepper,
  Truth,
  takenAs,
} from '../fast/checkoutTruth';
import type { Binding } from '../runner';
import { expect, HeldRequests, Sessions } from './checkoutServer';

type H = {
  page: Page;
  held: HeldRequests;
  truth: Truth;
  /** "Paid today" as checkout handed it over in this tab, when the buyer came from checkout. */
  paidToday: string | null;
};
type S = Snapshot<SuccessfulOrderContext>;
type ModelEvent = AnyEventObject & { output?: OrderFacts };

/** No plan yet: buys HKEx Mobile monthly in USD (no trial) with the sandbox's success card. */
const BUYER = 'new@demo.test';
const CHECKOUT = '/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD';
const CYCLES: Record<number, string> = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' };
const THANKS = 'Thank you! Your order is complete.';
const NOT_LOADED = 'Your order is placed, but its details could not be loaded just now.';
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

const row = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

async function expectRow(page: Page, label: string, value: string | undefined) {
  if (value === undefined) await expect(page.getByText(label, { exact: true })).toHaveCount(0);
  else await expect(row(page, label), label).toHaveText(value);
}

async function expectPage(page: Page, s: S) {
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(THANKS);
  await expect(page.getByRole('link', { name: 'Go to My Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to pricing' })).toBeVisible();
  const receipt = page.getByText(/A receipt has been sent to your contact e-mail/);
  if (s.context.receiptEmail) await expect(receipt).toContainText(s.context.receiptEmail);
  return receipt;
}

async function noDetails(page: Page) {
  await expect(page.getByText('Start date', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

/** What the buyer sees in each state of the success page. */
const SEES: Record<string, (h: H, s: S) => Promise<void>> = {
  deciding: async () => {
    throw new Error('"deciding" is left at once (eventless): it is never on screen');
  },
  loading: async ({ page }, s) => {
    await expectPage(page, s);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await noDetails(page);
  },
  failed: async ({ page }, s) => {
    await expectPage(page, s);
    await expect(page.getByRole('alert')).toHaveText(NOT_LOADED);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('Start date', { exact: true })).toHaveCount(0);
  },
  shown: async ({ page, paidToday }, s) => {
    await expectPage(page, s);
    await expect(page.getByRole('alert')).toHaveCount(0);
    const { plan } = s.context;
    if (!plan) return noDetails(page);
    const title = `${plan.productName} · ${CYCLES[plan.subscriptionTime]}`;
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expectRow(page, 'Paid today', paidToday ?? undefined);
    await expectRow(page, 'Start date', day(plan.startDate));
    await expectRow(
      page,
      'Free trial ends',
      plan.inTrial && plan.trialEndsAt ? day(plan.trialEndsAt) : undefined,
    );
    await expectRow(
      page,
      'Cancel free of charge until',
      plan.canCancelFree && plan.freeCancelUntil ? day(plan.freeCancelUntil) : undefined,
    );
    await expectRow(
      page,
      'Next payment date',
      plan.nextPaymentDate ? day(plan.nextPaymentDate) : undefined,
    );
    await expectRow(
      page,
      'Next payment amount',
      plan.nextPaymentAmount === null ? undefined : money(plan.nextPaymentAmount, plan.currency),
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  },
  withoutOrder: async ({ page }, s) => {
    const receipt = await expectPage(page, s);
    await expect(receipt).toHaveText('A receipt has been sent to your contact e-mail.');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await noDetails(page);
  },
};
requireChecks(successfulOrderMachine, SEES);

const step = stepper<H, ModelEvent>(always);

/** Buys a plan through checkout as a person does, and returns what the server said it placed. */
async function buy(page: Page) {
  await page.goto(CHECKOUT);
  await page.getByLabel('First name', { exact: true }).fill('Nia');
  await page.getByLabel('Last name', { exact: true }).fill('Newman');
  await page.getByLabel('Phone number').fill('+852 5555 0000');
  await page.getByLabel('Cardholder name').fill('Nia Newman');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel(/Term Purchase Agreement/).check();
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/v2/ch/pc/pc'));
  await page.getByRole('button', { name: /^Pay [^a-z]/ }).click();
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
        return { page, held, truth, paidToday: null };
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
      return { page, held, truth, paidToday: money(order.amountPaid, order.currency) };
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
      'order.retry': step((h) => h.page.getByRole('button', { name: 'Try again' }).click()),
    },
    states: Object.fromEntries(
      Object.keys(SEES).map((key) => [
        key,
        async (h: H) => {
          const s = h.truth.as<SuccessfulOrderContext>();
          expect(s.matches(key), `the path's events lead to ${key}`).toBe(true);
          await SEES[key]?.(h, s);
        },
      ]),
    ),
    async stop(h) {
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
