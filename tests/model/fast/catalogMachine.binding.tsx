import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { Currency } from '../../../src/api/contract/common';
import type { ProductCode } from '../../../src/api/contract/products';
import type { SubscriptionTime } from '../../../src/api/contract/wire';
import {
  blockedNote,
  CHECK_FAILED,
  CHECKING,
  CYCLE,
  couponCountText,
  FAILED,
  LOADING,
  livePlans,
  lockNote,
  offerSelectionUrl,
  PRODUCT,
  priceLine,
  promoCodeText,
  promotionText,
  UPGRADE_KEEPS_CYCLE,
} from '../../pages/pricing';
import { renderApp, type ScreenApi, signedInUser } from '../../unit/views/appHarness';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';
import { type CatalogSnapshot, type CatalogStep, snapshotsOf } from './catalogSeen';

// The API calls the catalog statechart makes (pc/pl, pc/up, pc/qc, pc/uc1), held by this binding
// while one of its paths runs: each call waits until the path's "the server answers" step resolves
// or rejects it. The app under test is bound to these fakes through its router context.
type Held = { args: unknown[]; resolve: (v: unknown) => void; reject: (e: unknown) => void };
const api = {
  calls: { pl: [] as Held[], up: [] as Held[], qc: [] as Held[], uc: [] as Held[] },
};
const held =
  (key: Api) =>
  (...args: unknown[]): Promise<never> =>
    new Promise((resolve, reject) =>
      api.calls[key].push({ args, resolve: resolve as Held['resolve'], reject }),
    );
function holdCatalogApi(): Partial<ScreenApi> {
  for (const queue of Object.values(api.calls)) queue.length = 0;
  return {
    getPriceList: held('pl'),
    getMyPlans: held('up'),
    checkActivity: held('qc'),
    getCoupons: held('uc'),
  };
}
function releaseCatalogApi() {
  for (const queue of Object.values(api.calls)) queue.length = 0;
}

type Api = 'pl' | 'up' | 'qc' | 'uc';
const ENDPOINT: Record<Api, string> = {
  pl: 'the price list (pc/pl)',
  up: 'the user’s plans (pc/up)',
  qc: 'the activity check (pc/qc)',
  uc: 'the coupon list (pc/uc1)',
};

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  withAccount: boolean;
  /** Set once the person pressed Continue: from then on they look at checkout. */
  continued: boolean;
  /** Index of the path's event being carried out. */
  step: number;
  /** The path's snapshots (its own context at each step, see snapshotsOf). */
  snapshots: CatalogSnapshot[];
};

const WAIT = { timeout: 5000 };
const inputOf = (path: ModelPath) => path.input as Parameters<typeof offerSelectionUrl>[0];
/** The snapshot the path is in now: before the event being carried out, or after the last one. */
const now = (h: H) => {
  const s = h.snapshots[h.step];
  if (!s) throw new Error(`no snapshot for step ${h.step}`);
  return s;
};

/** The oldest call still waiting for the server's answer (the app must have made it). */
async function heldCall(key: Api) {
  await waitFor(() => {
    if (api.calls[key].length === 0) throw new Error(`the app never asked for ${ENDPOINT[key]}`);
  }, WAIT);
  const held = api.calls[key].shift();
  if (!held) throw new Error(`no call to ${ENDPOINT[key]}`);
  return held;
}

const answer = (key: Api) => async (_h: H, event: AnyEventObject) =>
  (await heldCall(key)).resolve((event as CatalogStep).output);
const fail = (key: Api) => async (_h: H, event: AnyEventObject) =>
  (await heldCall(key)).reject((event as CatalogStep).error ?? new TypeError('Failed to fetch'));

const summary = () => screen.getByRole('complementary', { name: 'Your plan' });
const continueButton = () => within(summary()).getByRole('button', { name: /^Continue to/ });
const statusText = () =>
  within(summary())
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
    .join('');
const radio = (group: string, name: string | RegExp) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', {
    name,
  }) as HTMLInputElement;
const productName = (code: ProductCode) => new RegExp(`^${PRODUCT[code]}`);

/** A person picks a radio; when the group is locked they cannot, and nothing changes. */
async function pick(group: string, name: string | RegExp) {
  const input = radio(group, name);
  const fieldset = screen.getByRole('group', { name: group }) as HTMLFieldSetElement;
  if (fieldset.disabled || input.disabled) return;
  await userEvent.click(input);
}

function expectedCheckout(snapshot: CatalogSnapshot) {
  const c = snapshot.context;
  const search: Record<string, unknown> = {
    product: c.productCode,
    cycle: c.subscriptionTime,
    currency: c.currency,
  };
  const state = (snapshot.value as { ready: string }).ready;
  if (state === 'upgrade') {
    const from = livePlans(c.account).find((p) => p.canUpgrade);
    search.upgrade = from?.orderId;
  } else if (state === 'promotion') {
    search.coupon = c.activeCode?.couponCode;
  } else if (c.urlQuery.coupon) {
    search.coupon = c.urlQuery.coupon;
    if (c.urlQuery.origin) search.origin = c.urlQuery.origin;
  }
  return search;
}

/** Keeps h.step in line with the path, so a step can look at the model's state before it. */
function counted(b: Binding<H>): Binding<H> {
  const events = Object.fromEntries(
    Object.entries(b.events).map(([type, run]) => [
      type,
      async (h: H, event: Parameters<typeof run>[1], path: ModelPath) => {
        try {
          return await run(h, event, path);
        } finally {
          h.step++;
        }
      },
    ]),
  );
  return { ...b, events };
}

/** Catalog (pricing page and offer selection) in the real router and views, API calls held. */
export const binding: Binding<H> = counted({
  async start(path) {
    localStorage.clear();
    const snapshots = snapshotsOf(path);
    const input = inputOf(path);
    const withAccount = (path.input as { withAccount?: boolean }).withAccount === true;
    const fakes = holdCatalogApi();
    let app: H['app'];
    try {
      app = withAccount
        ? await renderApp({
            url: offerSelectionUrl(input),
            getUserInfo: async () => signedInUser(),
            api: fakes,
          })
        : await renderApp({ url: '/pricing/pricing', api: fakes });
    } catch (e) {
      releaseCatalogApi();
      throw e;
    }
    return { app, withAccount, continued: false, step: 0, snapshots };
  },
  events: {
    'xstate.done.actor.loadPriceList': answer('pl'),
    'xstate.error.actor.loadPriceList': fail('pl'),
    'xstate.done.actor.loadAccount': answer('up'),
    'xstate.error.actor.loadAccount': fail('up'),
    'xstate.done.actor.checkActivity': async (h, event) => {
      const held = await heldCall('qc');
      // The check asks about what the person sees chosen.
      const c = now(h).context;
      expect(held.args[0]).toEqual({
        productCode: c.productCode,
        subscriptionTime: c.subscriptionTime,
        currency: c.currency,
      });
      held.resolve((event as CatalogStep).output);
    },
    'xstate.error.actor.checkActivity': fail('qc'),
    'xstate.done.actor.fetchCoupons': answer('uc'),
    'xstate.error.actor.fetchCoupons': fail('uc'),
    'catalog.retry': async () => {
      const alert = await screen.findByRole('alert', {}, WAIT);
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    },
    'cycle.select': async (_h, event) =>
      pick('Billing cycle', CYCLE[(event as CatalogStep).subscriptionTime as SubscriptionTime]),
    'currency.select': async (_h, event) =>
      pick('Currency', (event as CatalogStep).currency as Currency),
    'product.select': async (_h, event) =>
      pick('Product', productName((event as CatalogStep).productCode as ProductCode)),
    'offer.continue': async (h) => {
      const button = continueButton();
      expect(button).toHaveProperty('disabled', false);
      await userEvent.click(button);
      h.continued = true;
    },
  },
  states: {
    loadingPrices: async () => {
      expect((await screen.findByText(LOADING, {}, WAIT)).getAttribute('role')).toBe('status');
      expect(screen.getByTestId('plan-skeletons')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(screen.queryByRole('group', { name: 'Product' })).toBeNull();
    },
    loadingAccount: async () => {
      // Prices are in, but nothing is offered until the user's plans are known.
      expect(await screen.findByText(LOADING, {}, WAIT)).toBeTruthy();
      expect(screen.getByTestId('plan-skeletons')).toBeTruthy();
      expect(screen.queryByRole('group', { name: 'Product' })).toBeNull();
      expect(screen.queryByRole('complementary', { name: 'Your plan' })).toBeNull();
    },
    failed: async () => {
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(within(alert).getByRole('heading', { name: FAILED })).toBeTruthy();
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      expect(screen.queryByTestId('plan-skeletons')).toBeNull();
      expect(screen.queryByText(LOADING)).toBeNull();
    },
    ready: async (h) => {
      const { context: c } = now(h);
      const currency = c.currency as Currency;
      if (h.continued) {
        // Continue took the person to checkout with their choice (and any code) in the address.
        await waitFor(
          () => expect(h.app.router.state.location.pathname).toBe('/products/checkout'),
          WAIT,
        );
        const search = h.app.router.state.location.search as Record<string, unknown>;
        const expected = expectedCheckout(now(h));
        expect(search).toMatchObject(expected);
        if (!expected.coupon) expect(search).not.toHaveProperty('coupon');
        return;
      }
      expect(screen.queryByText(LOADING)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      const combo = c.plans.find((p) => p.productCode === 'COMBO');
      if (!combo) throw new Error('the model’s price list has no Combo Premium');
      if (!h.withAccount) {
        await screen.findByRole('heading', { level: 1, name: 'Pricing' }, WAIT);
        const cards = await screen.findAllByRole('article', {}, WAIT);
        expect(cards.map((a) => a.querySelector('h2')?.textContent)).toEqual(
          c.plans.map((p) => PRODUCT[p.productCode]),
        );
        expect(
          radio('Billing cycle', CYCLE[c.subscriptionTime]).checked,
          `${CYCLE[c.subscriptionTime]} is checked`,
        ).toBe(true);
        expect(radio('Currency', currency).checked, `${currency} is checked`).toBe(true);
        const card = screen.getByRole('article', { name: 'Combo Premium' });
        const { amount } = priceLine(combo, c.subscriptionTime, currency);
        expect(within(card).getByText(amount)).toBeTruthy();
        return;
      }
      await screen.findByRole('group', { name: 'Product' }, WAIT);
      expect(
        radio('Billing cycle', CYCLE[c.subscriptionTime]).checked,
        `${CYCLE[c.subscriptionTime]} is checked`,
      ).toBe(true);
      expect(radio('Currency', currency).checked, `${currency} is checked`).toBe(true);
      const lock = c.account?.currencyLock ?? null;
      const currencyGroup = screen.getByRole('group', { name: 'Currency' });
      expect(currencyGroup).toHaveProperty('disabled', lock !== null);
      if (lock) expect(screen.getByText(lockNote(lock))).toBeTruthy();
      if (c.productCode) {
        const product = c.productCode;
        expect(
          radio('Product', productName(product)).checked,
          `${PRODUCT[product]} is checked`,
        ).toBe(true);
        const plan = c.plans.find((p) => p.productCode === product);
        if (!plan) throw new Error(`the model’s price list has no ${product}`);
        const facts = within(summary());
        expect(facts.getByText(PRODUCT[product])).toBeTruthy();
        expect(facts.getByText(priceLine(plan, c.subscriptionTime, currency).line)).toBeTruthy();
      }
    },
    'ready.browsing': async (h) => {
      if (h.continued) return;
      const { context: c } = now(h);
      if (h.withAccount) {
        expect(within(summary()).getByText('Choose a product to see your plan.')).toBeTruthy();
        expect(continueButton()).toHaveProperty('disabled', true);
        return;
      }
      // The way on from the pricing page carries the visible choice.
      const link = within(screen.getByRole('article', { name: 'Combo Premium' })).getByRole(
        'link',
        { name: 'Choose Combo Premium' },
      );
      const href = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe('/pricing/products/offerselection');
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        product: 'COMBO',
        cycle: String(c.subscriptionTime),
        currency: c.currency,
      });
    },
    'ready.blocked': async (h) => {
      if (h.continued) return;
      const { context: c } = now(h);
      const note = within(summary()).getByRole('note');
      expect(note.textContent).toContain(blockedNote(c.account, c.productCode as ProductCode));
      expect(within(note).getByRole('link', { name: 'Manage your plans' })).toBeTruthy();
      expect(continueButton()).toHaveProperty('disabled', true);
      expect(continueButton().getAttribute('aria-describedby')).toBe(note.id);
      expect(statusText()).toBe('');
    },
    'ready.upgrade': async (h) => {
      if (h.continued) return;
      const { context: c } = now(h);
      const from = livePlans(c.account).find((p) => p.canUpgrade);
      if (!from) throw new Error('an upgrade needs a plan to upgrade from');
      const button = within(summary()).getByRole('button', { name: 'Continue to upgrade' });
      expect(button).toHaveProperty('disabled', false);
      expect(
        within(summary()).getByText(
          new RegExp(`^Upgrade from ${PRODUCT[from.productCode as ProductCode]}\\.`),
        ),
      ).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Billing cycle' })).toHaveProperty('disabled', true);
      expect(
        radio('Billing cycle', CYCLE[from.subscriptionTime]).checked,
        `${CYCLE[from.subscriptionTime]} is checked`,
      ).toBe(true);
      expect(screen.getByText(UPGRADE_KEEPS_CYCLE)).toBeTruthy();
      expect(statusText()).toBe('');
    },
    // The promotion check and the user's own codes look alike: both are "checking" for the person.
    'tag:checkingOffer': async (h) => {
      if (h.continued) return;
      await waitFor(() => expect(statusText()).toBe(CHECKING), WAIT);
      expect(continueButton()).toHaveProperty('disabled', true);
    },
    'ready.promotion': async (h) => {
      if (h.continued) return;
      const code = now(h).context.activeCode?.couponCode ?? '';
      await waitFor(() => expect(statusText()).toBe(promotionText(code)), WAIT);
      expect(continueButton()).toHaveProperty('disabled', false);
    },
    'ready.noPromotion': async (h) => {
      if (h.continued) return;
      const { context: c } = now(h);
      const expected = c.urlQuery.coupon
        ? promoCodeText(c.urlQuery.coupon)
        : c.couponList.length > 0
          ? couponCountText(c.couponList.length, c.currency ?? '')
          : '';
      await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false), WAIT);
      expect(statusText()).toBe(expected);
    },
    'ready.checkFailed': async (h) => {
      if (h.continued) return;
      await waitFor(() => expect(statusText()).toBe(CHECK_FAILED), WAIT);
      expect(continueButton()).toHaveProperty('disabled', false);
    },
  },
  async stop() {
    cleanup();
    releaseCatalogApi();
  },
});
