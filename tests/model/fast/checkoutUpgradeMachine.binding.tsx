import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { PreviewedOrder } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { formatMoney } from '../../../src/views/format';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from '../drivers/heldApi';
import type { Binding } from '../runner';
import { requireChecks, type Snapshot, stepper, Truth } from './checkoutTruth';
import { plansAnswer, upgradeUrl } from './upgradeSteps';

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: CheckoutApi;
  truth: Truth;
  user: UserEvent;
  restoreErrors: () => void;
};
type S = Snapshot<CheckoutUpgradeContext>;
type ModelEvent = AnyEventObject & { output?: unknown };

const PRODUCT_NAMES: Record<string, string> = {
  COMBO: 'Combo Premium',
  HK_ALL: 'HKEx All-Platform',
  A_ALL: 'A-Shares All-Platform',
};
const CYCLES: Record<number, string> = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' };
const AGREEMENT = /Term Purchase Agreement/;
const REFUSED = 'Please check the Term Purchase Agreement first';
const INTERRUPTED = 'The connection was interrupted. Confirming your payment…';
const BACK = 'Back to confirmation';
const CHANGED = 'The amount due has changed. Check the new amount and confirm again.';
const WORKING = 'Working out the exact amount…';

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const statuses = () => screen.queryAllByRole('status').map((a) => a.textContent);
const button = (name: string | RegExp) =>
  screen.queryByRole('button', { name }) as HTMLButtonElement | null;

/** What the confirmation says about the plan, as the server has it. */
function expectFacts(s: S) {
  const { plan, productCode } = s.context;
  if (!plan) throw new Error('no plan in the machine');
  const heading = `From ${plan.productName} to ${PRODUCT_NAMES[productCode]}`;
  expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
  expect(
    screen.getByText(
      `Your billing cycle stays ${CYCLES[plan.subscriptionTime]}, in ${plan.currency}.`,
    ),
  ).toBeTruthy();
  const card = plan.paymentMethod;
  if (card)
    expect(
      screen.getByText(
        `The upgrade is charged to the card your plan uses: ${card.brand} ending in ${card.last4}.`,
      ),
    ).toBeTruthy();
  expect(screen.getByText('Any discount on your current order is lost after you confirm.'));
}

/** The server's quote, to the cent, and why it was quoted again. */
function expectQuote(s: S) {
  const { quote, quoteChanged } = s.context;
  expect(alerts().includes(CHANGED), `"${CHANGED}"`).toBe(quoteChanged);
  const panel = screen.getByRole('region', { name: 'What you pay' });
  if (!quote) {
    expect(statuses()).toContain(WORKING);
    expect(panel.getAttribute('aria-busy')).toBe('true');
    return;
  }
  expect(statuses()).not.toContain(WORKING);
  const money = (minor: number) => formatMoney(minor, quote.currency, 'en');
  const total = screen.getByText('Charged now').nextElementSibling;
  expect(total?.textContent, 'the amount charged now').toBe(money(quote.dueToday));
  const credit = screen.queryByText('Credit for the unused part of your current period');
  expect(credit?.nextElementSibling?.textContent ?? null, 'the credit').toBe(
    quote.discountTotal > 0 ? `−${money(quote.discountTotal)}` : null,
  );
}

function expectAgreement(s: S, open: boolean) {
  const box = screen.getByLabelText(AGREEMENT) as HTMLInputElement;
  expect(box.checked, 'agreement ticked').toBe(s.context.agreement);
  expect(box.disabled, 'agreement locked').toBe(!open);
  expect(alerts().includes(REFUSED), `"${REFUSED}"`).toBe(s.context.agreementRefused);
}

function expectBusy(s: S) {
  expectFacts(s);
  expectQuote(s);
  expectAgreement(s, false);
  const pay = button('Processing payment…');
  expect(pay?.disabled, '"Processing payment…" disabled').toBe(true);
  expect(button('Confirm and pay')).toBeNull();
  expect(statuses(), `"${INTERRUPTED}"`).toEqual([]);
  expect(alerts().filter((a) => a !== REFUSED)).toEqual([]);
}

/** What a person sees in each state of the upgrade confirmation. */
const SEES: Record<string, (h: H, s: S) => void> = {
  loading: () => {
    expect(statuses()).toEqual(['Loading your plan…']);
    expect(screen.queryByRole('heading', { name: /^From / })).toBeNull();
    expect(alerts()).toEqual([]);
    expect(button('Confirm and pay')).toBeNull();
  },
  loadFailed: () => {
    expect(alerts()).toEqual(['Your plan could not be loaded.']);
    expect(screen.queryByRole('region', { name: 'What you pay' })).toBeNull();
    expect(button('Try again')).toBeTruthy();
    expect(button('Confirm and pay')).toBeNull();
  },
  unavailable: () => {
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('This plan cannot be upgraded. See My Plan.');
    expect(screen.getByRole('link', { name: 'My Plan' })).toBeTruthy();
    expect(button('Confirm and pay')).toBeNull();
    expect(screen.queryByRole('heading', { name: /^From / })).toBeNull();
  },
  quoting: (_, s) => {
    expectFacts(s);
    expectQuote(s);
    expect(screen.queryByLabelText(AGREEMENT)).toBeNull();
    expect(button('Confirm and pay')).toBeNull();
  },
  quoteFailed: (_, s) => {
    expectFacts(s);
    expect(alerts().filter((a) => a !== CHANGED)).toEqual([
      'The amount due could not be worked out. Nothing has been charged.',
    ]);
    expect(alerts().includes(CHANGED), `"${CHANGED}"`).toBe(s.context.quoteChanged);
    expect(button('Try again')).toBeTruthy();
    expect(screen.queryByText('Charged now')).toBeNull();
    expect(screen.queryByLabelText(AGREEMENT)).toBeNull();
    expect(button('Confirm and pay')).toBeNull();
  },
  confirming: (_, s) => {
    expectFacts(s);
    expectQuote(s);
    expectAgreement(s, true);
    expect(button('Confirm and pay')?.disabled, '"Confirm and pay" enabled').toBe(false);
    expect(screen.queryByText(/Error Code/)).toBeNull();
  },
  paying: (_, s) => expectBusy(s),
  failed: (_, s) => {
    expectFacts(s);
    // The confirmation is replaced by the failure screen, and the reader is taken to it.
    const heading = screen.getByRole('heading', { name: 'Payment failed' });
    expect(document.activeElement, 'focus on "Payment failed"').toBe(heading);
    expect(alerts()).toEqual([
      `The system is experiencing technical difficulties. Error Code ${s.context.failure?.code}. Please try again.`,
    ]);
    expect(screen.getByText('Your plan has not changed and nothing was charged.')).toBeTruthy();
    expect(button('Try again')).toBeTruthy();
    expect(button(BACK)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update the payment method in My Plan' })).toBeTruthy();
    expect(screen.queryByLabelText(AGREEMENT)).toBeNull();
    expect(button('Confirm and pay')).toBeNull();
  },
  succeeded: ({ app }, s) => {
    expect(screen.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/products/checkout/successfulorder');
    expect(app.router.state.location.search).toEqual({ orderId: s.context.upgraded?.orderId });
  },
};
requireChecks(checkoutUpgradeMachine, SEES);

const step = stepper<H, ModelEvent>();

/** Upgrade confirmation in the real router and views (jsdom), pc/up and pc/uap held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    sessionStorage.clear();
    const input = path.input as CheckoutUpgradeInput;
    const api = holdCheckoutApi();
    const restoreErrors = readableErrors();
    try {
      const app = await renderApp({
        api: api.fakes,
        url: upgradeUrl(input.orderId, input.productCode),
        getUserInfo: async () => signedInUser(),
      });
      await screen.findByRole('heading', { level: 1, name: 'Confirm upgrade' }, { timeout: 5000 });
      const truth = new Truth(checkoutUpgradeMachine, input);
      return {
        app,
        api,
        truth,
        user: userEvent.setup(),
        restoreErrors,
      };
    } catch (e) {
      restoreErrors();
      throw e;
    }
  },
  events: {
    // The plan comes from the user's plan list (pc/up); "no such plan" is a list without it.
    'xstate.done.actor.loadPlan': step((h, e) =>
      h.api.plans.answer(plansAnswer(e.output as MyPlan | null)),
    ),
    'xstate.error.actor.loadPlan': step((h) => h.api.plans.fail()),
    // The quote is the upgrade's own price: no coupons, the plan's cycle and currency.
    'xstate.done.actor.loadQuote': step(async (h, e) => {
      const call = await h.api.preview.waiting();
      const { plan, productCode } = h.truth.as<CheckoutUpgradeContext>().context;
      expect(call.request, 'what the server is asked to price').toMatchObject({
        productCode,
        subscriptionTime: plan?.subscriptionTime,
        currency: plan?.currency,
        coupons: [],
        upgradeOrderId: plan?.orderId,
      });
      await h.api.preview.answer(e.output as PreviewedOrder);
    }),
    'xstate.error.actor.loadQuote': step((h) => h.api.preview.fail()),
    'xstate.done.actor.payAttempt': step(async (h, e) => {
      const call = await h.api.upgrade.waiting();
      const { orderId, productCode, quote } = h.truth.as<CheckoutUpgradeContext>().context;
      expect(call.request, 'what the server is asked').toMatchObject({
        orderId,
        productCode,
        agreement: true,
        expectedAmount: quote?.dueToday,
      });
      await h.api.upgrade.answer(e.output);
    }),
    'agreement.tick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    'agreement.untick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    'upgrade.confirm': step((h) => h.user.click(button('Confirm and pay') as HTMLElement)),
    // "Try again" when the plan could not be read; "Back to confirmation" after a refusal, which
    // puts the reader back on the agreement box.
    'upgrade.reload': step(async (h) => {
      const back = h.truth.snapshot.matches('failed');
      await h.user.click(button(back ? BACK : 'Try again') as HTMLElement);
      if (back)
        await waitFor(() =>
          expect(document.activeElement, 'focus on the agreement').toBe(
            screen.getByLabelText(AGREEMENT),
          ),
        );
    }),
    // After a refusal the user starts a new attempt: a new key.
    'payment.retry': step(async (h) => {
      const before = h.api.upgrade.calls.length;
      await h.user.click(button('Try again') as HTMLElement);
      const previous = h.api.upgrade.calls[before - 1]?.request as { idempotencyKey: string };
      const next = (await h.api.upgrade.another(before)).request as { idempotencyKey: string };
      expect(next.idempotencyKey, 'a new attempt').not.toBe(previous.idempotencyKey);
    }),
  },
  // The state value is part of the model's key, so the runner's choice of check is right; the
  // context (agreement, failure code) is read from the replay of the path's own events.
  states: Object.fromEntries(
    Object.keys(SEES).map((key) => [
      key,
      async (h: H) => {
        const s = h.truth.as<CheckoutUpgradeContext>();
        expect(s.matches(key), `the path's events lead to ${key}`).toBe(true);
        await waitFor(() => SEES[key]?.(h, s), { timeout: 1000 });
      },
    ]),
  ),
  async stop(h) {
    cleanup();
    h.restoreErrors();
    h.truth.stop();
  },
};
