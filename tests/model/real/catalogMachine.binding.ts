import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { type Plan, productEndpoints } from '../../../src/api/contract/products';
import type { Coupon } from '../../../src/api/contract/promotion';
import type {
  AccountPlans,
  ActiveCode,
  CatalogContext,
} from '../../../src/machines/catalogMachine';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { livePlans, offerSelectionUrl, pricingPage } from '../../pages/pricing';
import { type CallName, HeldRequests, Sessions } from '../drivers/heldRequests';
import type { ModelPath } from '../machineModel';
import {
  addressOf,
  CALLS,
  type CatalogSnapshot,
  CHOICES,
  catalogStates,
  choose,
  chooseLeadsTo,
  type Walk,
} from '../models/catalogMachine.sees';
import type { Binding } from '../runner';

/**
 * The demo accounts whose real plans are the model's accounts (server/seed/demo.ts): the products
 * of their live plans match (and an upgradable plan's cycle); the currency is the demo's own (active@ is locked to USD where
 * the model's HKEx All-Platform user is locked to HKD), so what is seen is read from the real answer.
 */
const DEMO_USERS: { email: string; live: string[] }[] = [
  { email: 'new@demo.test', live: [] },
  { email: 'active@demo.test', live: ['HK_ALL:1'] },
  { email: 'referrer@demo.test', live: ['COMBO'] },
];
/** Live plans by product; an upgradable plan's cycle counts too, since an upgrade keeps it. */
const liveKeys = (account: AccountPlans | null) =>
  livePlans(account)
    .map((p) =>
      p.upgradeTargets.length ? `${p.productCode}:${p.subscriptionTime}` : p.productCode,
    )
    .sort();

/**
 * The server's one promotion (server/seed/catalog.ts): activity LAUNCH, coupon LAUNCH20, for new
 * users, on these products, running from 30 days before the reset to 365 days after it.
 */
const LAUNCH_PRODUCTS: readonly string[] = ['COMBO', 'HK_ALL', 'A_ALL'];
const YEAR_AND_MORE = 400 * 24 * 60 * 60 * 1000;

/** 'ended': the demo data seeded 400 days ago and seen today, so the launch promotion is over. */
type World = 'demo' | 'ended';

type H = Walk & {
  page: Page;
  hooks: APIRequestContext;
  world: World;
  held: HeldRequests;
  /** The addresses of the promotion checks the page sent (their question is in the query). */
  checks: URL[];
  seen: ReturnType<typeof pricingPage>;
  /** What the real server answered, for the assertions that depend on the demo data. */
  real: {
    plans: Plan[] | null;
    account: AccountPlans | null;
    activeCode: ActiveCode | null;
    coupons: Coupon[];
  };
};

const LOAD_ACCOUNT = 'xstate.done.actor.loadAccount';
const CHECKED = 'xstate.done.actor.checkActivity';
const firstAccount = (path: ModelPath) =>
  (path.events.find((e) => e.type === LOAD_ACCOUNT)?.output as AccountPlans | undefined) ?? null;

/** The demo user whose real plans are the path's (null: a visitor). */
function demoUser(path: ModelPath): string | null {
  if ((path.input as { withAccount?: boolean }).withAccount !== true) return null;
  const wanted = liveKeys(firstAccount(path)).join(',');
  const user = DEMO_USERS.find((u) => u.live.join(',') === wanted);
  if (!user) throw new Error(`No demo account has exactly these live plans: ${wanted || 'none'}.`);
  return user.email;
}

/** The state of the real launch promotion that answers the path's activity checks as it says. */
function worldOf(path: ModelPath): World {
  const isNew = demoUser(path) === 'new@demo.test';
  // Each activity check: the product it asks about, and whether the path says a promotion runs.
  const checks = path.events.flatMap((e, i) => {
    const product: string = path.states[i]?.context.productCode ?? '';
    return e.type === CHECKED ? [{ product, available: e.output.isAvailable }] : [];
  });
  if (checks.every((c) => c.available === (isNew && LAUNCH_PRODUCTS.includes(c.product))))
    return 'demo';
  if (checks.every((c) => !c.available)) return 'ended';
  throw new Error(
    'The path needs the real launch promotion to be both running and not running for the same user and product; the server has one promotion (LAUNCH: new users, COMBO / HK_ALL / A_ALL).',
  );
}

async function resetServer(hooks: APIRequestContext, world: World) {
  const then = world === 'ended' ? { now: new Date(Date.now() - YEAR_AND_MORE).toISOString() } : {};
  const reset = await hooks.post('/__test/reset', { data: { scenario: 'demo', ...then } });
  expect(reset.ok(), 'reset the demo data').toBe(true);
  if (world === 'demo') return;
  // The clock goes back to today at once: only the seeded data is old.
  const clock = await hooks.post('/__test/clock', { data: { now: new Date().toISOString() } });
  expect(clock.ok(), 'set the server clock back to today').toBe(true);
}

/**
 * The real server answers the newest held request, as is, and that answer must be the one the path
 * needs (`what`: ok, and `wanted` of it). A forgotten device is the client's business: it
 * registers and asks once more, and that request is the one that answers the step.
 */
type Body = Record<string, unknown>;
async function release(h: H, call: CallName, what: string, wanted = (_: Body) => true) {
  const { body } = await h.held.release(call);
  if (body._sys_status === '403') return release(h, call, what, wanted);
  if (body.errorCode !== '0' || !wanted(body))
    throw new Error(
      `the real server answered ${JSON.stringify(body).slice(0, 300)} where the path needs ${what}`,
    );
  return body;
}

/** What the person sees: the machine's choice, with what the real server answered in it. */
const seenContext = (h: H, s: CatalogSnapshot): CatalogContext => ({
  ...s.context,
  plans: h.real.plans ?? [],
  account: h.real.account,
  activeCode: h.real.activeCode,
  couponList: h.real.coupons,
  currency: h.real.account?.currencyLock?.currency ?? s.context.currency,
});

/** The person picks a cycle, currency or product: a new choice drops the coupons (resetOffer). */
async function choosing(h: H, e: AnyEventObject) {
  h.real.coupons = [];
  await choose(h.seen, e);
}

/** Catalog (pricing page and offer selection) against the real server, its calls held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start(path) {
      const email = demoUser(path);
      const world = worldOf(path);
      const hooks = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
      await resetServer(hooks, world);
      // The reset signed everyone out: a demo user signs in afresh, a visitor just opens the app.
      const page = email
        ? await new Sessions(browser, baseURL).open(email)
        : await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage();
      const person = playwrightPerson(page, { timeout: 10_000 });
      const h: H = {
        page,
        hooks,
        world,
        held: new HeldRequests(page),
        checks: [],
        continued: false,
        person,
        seen: pricingPage(person),
        real: { plans: null, account: null, activeCode: null, coupons: [] },
      };
      await h.held.hold(...CALLS);
      page.on('request', (r) => {
        if (r.url().includes(`${productEndpoints.checkActivity.path}?`))
          h.checks.push(new URL(r.url()));
      });
      // A visitor opens the cycle the machine starts with anyway: an address with a choice in it
      // is not drawn by the server (its first visit arrives with prices loaded), so the loading
      // is there to see, as the model starts it.
      const input = path.input as Parameters<typeof offerSelectionUrl>[0];
      await page.goto(email ? offerSelectionUrl(input) : '/pricing/pricing?cycle=1');
      return h;
    },
    events: {
      'xstate.done.actor.loadPriceList': async (h) => {
        h.real.plans = (await release(h, 'getPriceList', 'the price list')).plans as Plan[];
      },
      'xstate.error.actor.loadPriceList': (h) => h.held.drop('getPriceList', false),
      'xstate.done.actor.loadAccount': async (h, event) => {
        const wanted = event.output as AccountPlans;
        const lock = wanted.currencyLock ? 'locked' : 'free';
        const what = `plans ${liveKeys(wanted).join() || '(none)'} with the currency ${lock}`;
        const body = await release(h, 'getMyPlans', what, ({ data }) => {
          const account = data as AccountPlans;
          return (
            liveKeys(account).join() === liveKeys(wanted).join() &&
            (account.currencyLock === null) === (wanted.currencyLock === null)
          );
        });
        h.real.account = body.data as AccountPlans;
      },
      'xstate.error.actor.loadAccount': (h) => h.held.drop('getMyPlans', false),
      [CHECKED]: async (h, event) => {
        const c = seenContext(h, h.now!);
        const { isAvailable } = event.output as ActiveCode;
        const what = isAvailable ? 'a running promotion' : 'no promotion';
        const body = await release(h, 'checkActivity', what, (b) => b.isAvailable === isAvailable);
        // The check asks about what the person sees chosen.
        expect(Object.fromEntries(h.checks.at(-1)?.searchParams ?? [])).toEqual({
          productCode: c.productCode,
          subscriptionTime: String(c.subscriptionTime),
          currency: c.currency,
        });
        h.real.activeCode = body as unknown as ActiveCode;
      },
      'xstate.error.actor.checkActivity': (h) => h.held.drop('checkActivity', false),
      'xstate.done.actor.fetchCoupons': async (h) => {
        const body = await release(h, 'getCoupons', 'the user’s coupons');
        h.real.coupons = body.coupons as Coupon[];
      },
      'xstate.error.actor.fetchCoupons': async (h) => {
        h.real.coupons = [];
        await h.held.drop('getCoupons', false);
      },
      'catalog.retry': (h) => h.seen.retry(),
      ...Object.fromEntries(CHOICES.map((t) => [t, choosing])),
      // On checkout nothing is held any more: the page's calls go straight to the server.
      'offer.continue': async (h) => {
        await h.held.open();
        await h.page.unrouteAll({ behavior: 'wait' });
        await h.seen.continue();
        h.continued = true;
      },
    },
    states: catalogStates<H>(seenContext, {
      'ready.browsing': async (h, v) => {
        if (v.context.withAccount) return;
        const link = h.page
          .getByRole('article', { name: 'Combo Premium' })
          .getByRole('link', { name: 'Choose Combo Premium' });
        expect(addressOf((await link.getAttribute('href')) ?? '')).toMatchObject(chooseLeadsTo(v));
      },
    }),
    async stop(h) {
      await h.page.context().close();
      // Leave the ordinary demo data behind for whatever runs next.
      if (h.world === 'ended') await resetServer(h.hooks, 'demo');
      await h.hooks.dispose();
    },
  };
}
