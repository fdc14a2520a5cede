import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Currency } from '../../../src/api/contract/common';
import type { ProductCode } from '../../../src/api/contract/products';
import type { SubscriptionTime } from '../../../src/api/contract/wire';
import type { CatalogContext, catalogMachine } from '../../../src/machines/catalogMachine';
import { escapeRegExp, heading, type Person } from '../../pages/person';
import {
  blockedNote,
  CHECK_FAILED,
  CHECKING,
  CYCLE,
  couponCountText,
  livePlans,
  pricingPage,
  promoCodeText,
  promotionText,
} from '../../pages/pricing';
import type { Binding } from '../runner';

/** The calls the catalog statechart makes (pc/pl, pc/up, pc/qc, pc/uc1); bindings hold them. */
export const CALLS = ['getPriceList', 'getMyPlans', 'checkActivity', 'getCoupons'] as const;

/** One of the path's snapshots: pathsOf replays each path, so its context is the path's own. */
export type CatalogSnapshot = SnapshotFrom<typeof catalogMachine>;

/**
 * What the person has in front of them: the machine's context (the real runner puts what the real
 * server answered in place of the model's payloads; `withAccount`: offer selection), the state
 * inside `ready`, and whether they pressed Continue (they look at checkout since).
 */
export type Seen = { context: CatalogContext; ready: string | undefined; continued: boolean };

/** The address checkout opens with after Continue: the choice, and the code it promised. */
function checkoutAddress({ context: c, ready }: Seen): RegExp {
  const search = new URLSearchParams({
    product: String(c.productCode),
    cycle: String(c.subscriptionTime),
    currency: String(c.currency),
  });
  if (ready === 'upgrade') search.set('upgrade', String(upgradeFrom(c).orderId));
  // Marked so checkout applies the promised code (machines/catalogMachine checkoutCoupon).
  else if (ready === 'promotion') {
    search.set('coupon', String(c.activeCode?.couponCode));
    search.set('origin', 'promotion');
  } else if (c.urlQuery.coupon) {
    search.set('coupon', c.urlQuery.coupon);
    if (c.urlQuery.origin) search.set('origin', c.urlQuery.origin);
  }
  return new RegExp(`/products/checkout\\?${escapeRegExp(search.toString())}$`);
}

/** Where the pricing page's way on (Choose Combo Premium) leads: offer selection, with the choice. */
export const chooseLeadsTo = ({ context: c }: Seen) => ({
  pathname: '/pricing/products/offerselection',
  product: 'COMBO',
  cycle: String(c.subscriptionTime),
  currency: String(c.currency),
});
/** An address as its path and search, to hold against chooseLeadsTo. */
export function addressOf(href: string): Record<string, string> {
  const url = new URL(href, 'http://x');
  return { pathname: url.pathname, ...Object.fromEntries(url.searchParams) };
}

function upgradeFrom(c: CatalogContext) {
  const from = livePlans(c.account).find((p) => p.upgradeTargets.length > 0);
  if (!from) throw new Error('an upgrade needs a plan to upgrade from');
  return from as typeof from & { productCode: ProductCode; subscriptionTime: SubscriptionTime };
}

/** What a person sees in each state of the catalog, in both runners. */
const catalogSees: Record<string, (p: Person, v: Seen) => Promise<void>> = {
  loadingPrices: (p) => pricingPage(p).loadingPrices(),
  loadingAccount: (p) => pricingPage(p).loadingAccount(),
  failed: (p) => pricingPage(p).failed(),
  ready: async (p, v) => {
    const { context: c, ready, continued } = v;
    if (continued) {
      await p.sees(heading(ready === 'upgrade' ? 'Confirm upgrade' : 'Checkout', 1));
      // Continue took the person to checkout with their choice (and any code) in the address.
      return p.seesAddress(checkoutAddress(v));
    }
    const plan = c.plans.find((x) => x.productCode === c.productCode);
    const choice = {
      cycle: c.subscriptionTime,
      currency: c.currency as Currency,
      lock: c.account?.currencyLock ?? null,
      product: c.productCode && plan ? { code: c.productCode, plan } : null,
    };
    if (!c.withAccount) return pricingPage(p).pricing(c.plans, choice);
    await p.sees(heading('Offer Selection', 1));
    await pricingPage(p).offerSelection(choice);
  },
  // The way on from the pricing page is the runner's to read (an address): see chooseLeadsTo.
  'ready.browsing': async (p, v) => {
    if (v.context.withAccount) await pricingPage(p).nothingChosen();
  },
  'ready.blocked': (p, { context: c }) =>
    pricingPage(p).blocked(blockedNote(c.account, c.productCode as ProductCode)),
  'ready.upgrade': (p, { context: c }) => pricingPage(p).upgrade(upgradeFrom(c)),
  // The promotion check and the user's own codes look alike: both are "checking" for the person.
  'tag:checkingOffer': (p) => pricingPage(p).offer(CHECKING, false),
  'ready.promotion': (p, { context: c }) =>
    pricingPage(p).offer(promotionText(String(c.activeCode?.couponCode)), true),
  'ready.noPromotion': (p, { context: c }) =>
    pricingPage(p).offer(
      c.urlQuery.coupon
        ? promoCodeText(c.urlQuery.coupon)
        : c.couponList.length > 0
          ? couponCountText(
              c.couponList.map((x) => x.code),
              c.currency ?? '',
            )
          : '',
      true,
    ),
  'ready.checkFailed': (p) => pricingPage(p).offer(CHECK_FAILED, true),
};

/** What a binding keeps while a path runs, for the shared checks. */
export type Walk = {
  person: Person;
  /** The state last checked: the one the step being taken starts from (set by the first check). */
  now?: CatalogSnapshot;
  /** Set once the person pressed Continue: from then on they look at checkout. */
  continued: boolean;
};

/**
 * A binding's states: each shared check, then the runner's own (`own`: what a Person cannot read,
 * such as an address). After Continue the person looks at checkout: only `ready` checks where
 * they landed. Each check notes its snapshot in h.now, the state the next step starts from.
 */
export function catalogStates<H extends Walk>(
  contextOf: (h: H, s: CatalogSnapshot) => CatalogContext,
  own: Record<string, (h: H, v: Seen) => Promise<void>>,
): Binding<H>['states'] {
  const check =
    (key: string, sees: (p: Person, v: Seen) => Promise<void>) =>
    async (h: H, s: CatalogSnapshot) => {
      h.now = s;
      if (h.continued && key !== 'ready') return;
      const ready = (s.value as { ready?: string }).ready;
      const v: Seen = { context: contextOf(h, s), ready, continued: h.continued };
      await sees(h.person, v);
      await own[key]?.(h, v);
    };
  return Object.fromEntries(
    Object.entries(catalogSees).map(([key, sees]) => [key, check(key, sees)]),
  );
}

/** The person's choices, as the model's events make them (pickable only where unlocked). */
export const CHOICES = ['cycle.select', 'currency.select', 'product.select'] as const;
export const choose = (page: ReturnType<typeof pricingPage>, e: AnyEventObject) =>
  e.type === 'cycle.select'
    ? page.pick('Billing cycle', CYCLE[e.subscriptionTime as SubscriptionTime])
    : e.type === 'currency.select'
      ? page.pick('Currency', String(e.currency))
      : page.pick('Product', String(e.productCode));
