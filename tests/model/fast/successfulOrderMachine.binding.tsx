import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  type OrderFacts,
  type SuccessfulOrderContext,
  type SuccessfulOrderInput,
  successfulOrderMachine,
} from '../../../src/machines/successfulOrderMachine';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import type { Binding } from '../runner';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from './checkoutServer';
import { requireChecks, type Snapshot } from './checkoutTruth';

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: CheckoutApi;
  user: UserEvent;
  restoreErrors: () => void;
  /** What checkout handed over in this tab (sessionStorage), when it sent the buyer here. */
  paidToday: string | null;
};
type S = Snapshot<SuccessfulOrderContext>;
type ModelEvent = AnyEventObject & { output?: OrderFacts };

const CYCLES: Record<number, string> = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' };
const THANKS = 'Thank you! Your order is complete.';
const NOT_LOADED = 'Your order is placed, but its details could not be loaded just now.';
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** The value next to a label in the plan's key dates. */
const row = (label: string) => screen.queryByText(label)?.nextElementSibling?.textContent;

function expectPage(s: S) {
  expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(THANKS);
  expect(screen.getByRole('link', { name: 'Go to My Plan' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to pricing' })).toBeTruthy();
  const receipt = screen.queryByText(/A receipt has been sent to your contact e-mail/);
  const { receiptEmail } = s.context;
  if (receiptEmail) expect(receipt?.textContent).toContain(receiptEmail);
  return receipt;
}

const noDetails = () => {
  expect(screen.queryByText('Start date')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
};

/** What the buyer sees in each state of the success page. */
const SEES: Record<string, (h: H, s: S) => void> = {
  deciding: () => {
    throw new Error('"deciding" is left at once (eventless): it is never on screen');
  },
  loading: (_, s) => {
    expectPage(s);
    expect(screen.queryByRole('alert')).toBeNull();
    noDetails();
  },
  failed: (_, s) => {
    expectPage(s);
    expect(screen.getByRole('alert').textContent).toBe(NOT_LOADED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Start date')).toBeNull();
  },
  shown: (h, s) => {
    expectPage(s);
    expect(screen.queryByRole('alert')).toBeNull();
    const { plan } = s.context;
    if (!plan) {
      noDetails();
      return;
    }
    const title = `${plan.productName} · ${CYCLES[plan.subscriptionTime]}`;
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(row('Paid today'), 'paid today (from checkout, this tab)').toBe(
      h.paidToday ?? undefined,
    );
    expect(row('Start date')).toBe(day(plan.startDate));
    expect(row('Free trial ends')).toBe(
      plan.inTrial && plan.trialEndsAt ? day(plan.trialEndsAt) : undefined,
    );
    expect(row('Cancel free of charge until')).toBe(
      plan.canCancelFree && plan.freeCancelUntil ? day(plan.freeCancelUntil) : undefined,
    );
    expect(row('Next payment date')).toBe(
      plan.nextPaymentDate ? day(plan.nextPaymentDate) : undefined,
    );
    expect(row('Next payment amount')).toBe(
      plan.nextPaymentAmount === null ? undefined : money(plan.nextPaymentAmount, plan.currency),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
  withoutOrder: (_, s) => {
    const receipt = expectPage(s);
    expect(receipt?.textContent).toBe('A receipt has been sent to your contact e-mail.');
    expect(screen.queryByRole('alert')).toBeNull();
    noDetails();
  },
};
requireChecks(successfulOrderMachine, SEES);

// Every step can be taken on this page, and the path's own snapshots (path.states) are where its
// events lead, so no replay of our own is kept.
const step =
  (act: (h: H, event: ModelEvent) => Promise<unknown>) => (h: H, event: AnyEventObject) =>
    act(h, event as ModelEvent);

/** The success page in the real router and views (jsdom), pc/up and pc/uc held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    sessionStorage.clear();
    const input = path.input as SuccessfulOrderInput;
    let paidToday: string | null = null;
    if (input.orderId !== null && input.receiptEmail) {
      // Checkout hands the order just placed to the success page in this tab.
      sessionStorage.setItem(
        'sr.placedOrder',
        JSON.stringify({
          orderId: input.orderId,
          status: 'trial',
          currency: 'USD',
          amountPaid: 0,
          nextBillingDate: '2030-01-08T00:00:00.000Z',
          receiptEmail: input.receiptEmail,
          productCode: 'HK_ALL',
          subscriptionTime: 1,
        }),
      );
      paidToday = money(0, 'USD');
    }
    const api = holdCheckoutApi();
    const restoreErrors = readableErrors();
    try {
      const query = input.orderId === null ? '' : `?orderId=${input.orderId}`;
      const app = await renderApp({
        api: api.fakes,
        url: `/pricing/products/checkout/successfulorder${query}`,
        getUserInfo: async () => signedInUser({ email: input.accountEmail }),
      });
      await screen.findByRole('heading', { level: 1, name: 'Order Complete' }, { timeout: 5000 });
      return { app, api, user: userEvent.setup(), restoreErrors, paidToday };
    } catch (e) {
      restoreErrors();
      throw e;
    }
  },
  events: {
    // The page reads the plan list (pc/up) and the saved contact (pc/uc) together.
    'xstate.done.actor.loadOrder': step(async (h, e) => {
      const facts = e.output as OrderFacts;
      const call = await h.api.plans.waiting();
      expect(call.request, 'plans asked for in the page language').toBe('en');
      await h.api.plans.answer({
        myPlans: facts.plan ? [facts.plan] : [],
        currencyLock: null,
        isNewUser: false,
        signedIn: true,
        highestRank: facts.plan?.rank ?? 0,
      });
      const contact = facts.contactEmail
        ? {
            firstName: 'Ada',
            lastName: 'Lovelace',
            billingEmail: facts.contactEmail,
            phone: '+85291234567',
            saveAsContact: true,
          }
        : null;
      await h.api.contact.answer(contact);
    }),
    'xstate.error.actor.loadOrder': step(async (h) => {
      await h.api.plans.fail();
      await h.api.contact.answer(null);
    }),
    'order.retry': step((h) =>
      h.user.click(within(document.body).getByRole('button', { name: 'Try again' })),
    ),
  },
  states: Object.fromEntries(
    Object.keys(SEES).map((key) => [
      key,
      async (h: H, snapshot: unknown) => {
        await waitFor(() => SEES[key]?.(h, snapshot as S), { timeout: 1000 });
      },
    ]),
  ),
  async stop(h) {
    cleanup();
    h.restoreErrors();
  },
};
