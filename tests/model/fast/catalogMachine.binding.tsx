import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { Currency } from '../../../src/api/contract/common';
import type { ProductCode } from '../../../src/api/contract/products';
import type { SubscriptionTime } from '../../../src/api/contract/wire';
import { jsdomPerson } from '../../pages/jsdomPerson';
import {
  blockedNote,
  CHECK_FAILED,
  CHECKING,
  CYCLE,
  couponCountText,
  livePlans,
  offerSelectionUrl,
  pricingPage,
  promoCodeText,
  promotionText,
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
  page: ReturnType<typeof pricingPage>;
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
    const page = pricingPage(jsdomPerson());
    return { app, withAccount, continued: false, step: 0, snapshots, page };
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
    'catalog.retry': (h) => h.page.retry(),
    'cycle.select': (h, e) =>
      h.page.pick('Billing cycle', CYCLE[(e as CatalogStep).subscriptionTime as SubscriptionTime]),
    'currency.select': (h, e) => h.page.pick('Currency', (e as CatalogStep).currency as Currency),
    'product.select': (h, e) => h.page.pick('Product', (e as CatalogStep).productCode as string),
    'offer.continue': async (h) => {
      await h.page.continue();
      h.continued = true;
    },
  },
  // After Continue the person looks at checkout: only `ready` checks where they landed.
  states: {
    loadingPrices: (h) => h.page.loadingPrices(),
    loadingAccount: (h) => h.page.loadingAccount(),
    failed: (h) => h.page.failed(),
    ready: async (h) => {
      const { context: c } = now(h);
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
      const plan = c.plans.find((p) => p.productCode === c.productCode);
      const choice = {
        cycle: c.subscriptionTime,
        currency: c.currency as Currency,
        lock: c.account?.currencyLock ?? null,
        product: c.productCode && plan ? { code: c.productCode, plan } : null,
      };
      if (!h.withAccount) await h.page.pricing(c.plans, choice);
      else await h.page.offerSelection(choice);
    },
    'ready.browsing': async (h) => {
      if (h.continued) return;
      if (h.withAccount) return h.page.nothingChosen();
      // The way on from the pricing page carries the visible choice.
      const { context: c } = now(h);
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
      await h.page.blocked(blockedNote(c.account, c.productCode as ProductCode));
      // Continue says why it is disabled.
      const summary = screen.getByRole('complementary', { name: 'Your plan' });
      const button = within(summary).getByRole('button', { name: /^Continue to/ });
      expect(button.getAttribute('aria-describedby')).toBe(within(summary).getByRole('note').id);
    },
    'ready.upgrade': async (h) => {
      if (h.continued) return;
      const from = livePlans(now(h).context.account).find((p) => p.canUpgrade);
      if (!from) throw new Error('an upgrade needs a plan to upgrade from');
      await h.page.upgrade(from as Parameters<H['page']['upgrade']>[0]);
    },
    // The promotion check and the user's own codes look alike: both are "checking" for the person.
    'tag:checkingOffer': (h) => (h.continued ? Promise.resolve() : h.page.offer(CHECKING, false)),
    'ready.promotion': (h) =>
      h.continued
        ? Promise.resolve()
        : h.page.offer(promotionText(now(h).context.activeCode?.couponCode ?? ''), true),
    'ready.noPromotion': async (h) => {
      if (h.continued) return;
      const { context: c } = now(h);
      const expected = c.urlQuery.coupon
        ? promoCodeText(c.urlQuery.coupon)
        : c.couponList.length > 0
          ? couponCountText(c.couponList.length, c.currency ?? '')
          : '';
      await h.page.offer(expected, true);
    },
    'ready.checkFailed': (h) =>
      h.continued ? Promise.resolve() : h.page.offer(CHECK_FAILED, true),
  },
  async stop() {
    cleanup();
    releaseCatalogApi();
  },
});
