import { assign, fromPromise, setup } from 'xstate';
import type { Currency, Lang } from '../api/contract/common';
import type { MyPlan, MyPlansResponse } from '../api/contract/plans';
import type { ActivityCheckResponse, Plan, ProductCode } from '../api/contract/products';
import type { Coupon } from '../api/contract/promotion';
import type { SubscriptionTime } from '../api/contract/wire';
import type { CheckoutOrigin } from '../state/checkoutOrigin';
import { EMPTY_URL_QUERY, type URLQueryParams } from '../state/urlQuery';

/** Spec §9: the default subscription time is one month. */
export const DEFAULT_SUBSCRIPTION_TIME: SubscriptionTime = 1;

export type PriceList = { defaultCurrency: Currency; plans: Plan[] };
export type ActiveCode = Omit<ActivityCheckResponse, 'errorCode'>;
export type AccountPlans = MyPlansResponse['data'];
export interface ActivityQuery {
  productCode: ProductCode;
  subscriptionTime: SubscriptionTime;
  currency: Currency;
}

/** What the offer-selection page hands to checkout (as the checkout route's search params). */
export interface CheckoutSelection {
  product: ProductCode;
  cycle: SubscriptionTime;
  currency: Currency;
  coupon?: string;
  origin?: string;
  /** The plan (orderId) an upgrade replaces; absent for a new subscription. */
  upgrade?: number;
}

export interface Selection {
  product?: ProductCode;
  cycle: SubscriptionTime;
  currency?: Currency;
}

export interface CatalogInput {
  lang?: Lang;
  /** Offer selection: the signed-in user's plans decide currency lock, upgrades and offers. */
  withAccount?: boolean;
  productCode?: ProductCode;
  subscriptionTime?: SubscriptionTime;
  currency?: Currency;
  urlQuery?: URLQueryParams;
  /** A referral link's code: reading the account counts the visit (and may make them a referee). */
  referral?: string;
}

export interface CatalogContext {
  lang: Lang;
  withAccount: boolean;
  referral: string | undefined;
  plans: Plan[];
  defaultCurrency: Currency | null;
  currency: Currency | null;
  subscriptionTime: SubscriptionTime;
  productCode: ProductCode | null;
  /** The coupon that goes to checkout: from the link, or the running promotion's fixed code. */
  coupon: string | null;
  urlQuery: URLQueryParams;
  account: AccountPlans | null;
  /** The activity check's answer when a promotion is available (spec §3 activeCode). */
  activeCode: ActiveCode | null;
  activityError: boolean;
  /** Spec §3 isUpgrate: the chosen product replaces a plan the user already has. */
  isUpgrade: boolean;
  /** The user's codes usable in the current currency, fetched when no promotion runs. */
  couponList: Coupon[];
}

export type CatalogEvent =
  | { type: 'catalog.retry' }
  | { type: 'currency.select'; currency: Currency }
  | { type: 'cycle.select'; subscriptionTime: SubscriptionTime }
  | { type: 'product.select'; productCode: ProductCode }
  | { type: 'offer.continue' };

/**
 * What choosing a product means for this user. Ranks and markets are the server's (pc/pl, pc/up);
 * an upgrade mirrors the server's rule: a higher rank that keeps every market of the current plan.
 */
export type OfferKind =
  | { kind: 'new' }
  | { kind: 'upgrade'; from: MyPlan }
  | { kind: 'owned'; plan: MyPlan }
  | { kind: 'included'; plan: MyPlan }
  | { kind: 'highest'; plan: MyPlan | null };

/** A plan that is still running: in trial, active or past due (its next charge is to come). */
export const isLive = (plan: MyPlan) =>
  plan.status === 'trial' || plan.status === 'active' || plan.status === 'past_due';

export function hasHighestPermission(
  plans: readonly Plan[],
  account: AccountPlans | null,
): boolean {
  const top = Math.max(0, ...plans.map((plan) => plan.rank));
  return top > 0 && (account?.highestRank ?? 0) >= top;
}

export function offerKind(
  plans: readonly Plan[],
  account: AccountPlans | null,
  productCode: ProductCode,
): OfferKind {
  const live = (account?.myPlans ?? []).filter(isLive);
  if (!account || live.length === 0) return { kind: 'new' };
  const byCode = new Map(plans.map((plan) => [plan.productCode as string, plan]));
  const owned = live.find((plan) => plan.productCode === productCode);
  if (owned) return { kind: 'owned', plan: owned };
  if (hasHighestPermission(plans, account)) {
    const best = live.reduce<MyPlan | null>((a, b) => (a && a.rank >= b.rank ? a : b), null);
    return { kind: 'highest', plan: best };
  }
  const target = byCode.get(productCode);
  if (!target) return { kind: 'new' };
  const covers = (outer: { markets: string[] }, inner: { markets: string[] }) =>
    inner.markets.every((market) => outer.markets.includes(market));
  // Which plan can move up to it is the server's rule (MyPlan.upgradeTargets); the highest wins.
  const from = live
    .filter((plan) => plan.upgradeTargets.includes(productCode))
    .sort((a, b) => b.rank - a.rank)[0];
  if (from) return { kind: 'upgrade', from };
  const including = live.find((plan) => {
    const current = byCode.get(plan.productCode);
    return current && current.rank >= target.rank && covers(current, target);
  });
  if (including) return { kind: 'included', plan: including };
  return { kind: 'new' };
}

/**
 * What several states show alike: 'checkingOffer' ("Checking for offers…", Continue waits),
 * 'canContinue' (the choice is buyable and any promotion is known).
 */
export type CatalogTag = 'checkingOffer' | 'canContinue';

const kindOf = (context: CatalogContext) =>
  context.productCode ? offerKind(context.plans, context.account, context.productCode).kind : null;

export const catalogMachine = setup({
  types: {
    input: {} as CatalogInput,
    context: {} as CatalogContext,
    events: {} as CatalogEvent,
    tags: {} as CatalogTag,
  },
  actors: {
    // GET pc/pl, pc/up, pc/qc and pc/uc1, bound at the app's edge; fakes in tests.
    loadPriceList: fromPromise<PriceList, { lang: Lang }>(() =>
      Promise.reject(new Error('loadPriceList is provided by the app')),
    ),
    loadAccount: fromPromise<AccountPlans, { lang: Lang; referral?: string | undefined }>(() =>
      Promise.reject(new Error('loadAccount is provided by the app')),
    ),
    checkActivity: fromPromise<ActiveCode, ActivityQuery>(() =>
      Promise.reject(new Error('checkActivity is provided by the app')),
    ),
    fetchCoupons: fromPromise<Coupon[], { currency: Currency }>(() =>
      Promise.reject(new Error('fetchCoupons is provided by the app')),
    ),
  },
  guards: {
    withAccount: ({ context }) => context.withAccount,
    nothingToCheck: ({ context }) => !context.withAccount || context.productCode === null,
    choiceBlocked: ({ context }) => {
      const kind = kindOf(context);
      return kind === 'owned' || kind === 'included' || kind === 'highest';
    },
    isUpgrade: ({ context }) => context.isUpgrade,
    currencyUnlocked: ({ context }) => !context.account?.currencyLock,
    cycleUnlocked: ({ context }) => !context.isUpgrade,
    isAvailable: (_, result: ActiveCode) => result.isAvailable,
    linkHasPromocodeCoupon: ({ context }) =>
      context.urlQuery.isPromocodeOrigin && context.urlQuery.coupon !== undefined,
  },
  actions: {
    storePriceList: assign(({ context }, list: PriceList) => ({
      plans: list.plans,
      defaultCurrency: list.defaultCurrency,
      // Spec §4: the server's default only fills a currency nobody has chosen yet.
      currency: context.currency ?? list.defaultCurrency,
    })),
    storeAccount: assign(({ context }, account: AccountPlans) => ({
      account,
      // Spec §4: payment history or an unfinished subscription fixes the currency.
      currency: account.currencyLock?.currency ?? context.currency,
      isUpgrade:
        context.productCode !== null &&
        offerKind(context.plans, account, context.productCode).kind === 'upgrade',
    })),
    selectCurrency: assign({ currency: (_, currency: Currency) => currency }),
    selectCycle: assign({ subscriptionTime: (_, time: SubscriptionTime) => time }),
    selectProduct: assign(({ context }, productCode: ProductCode) => ({
      productCode,
      isUpgrade: offerKind(context.plans, context.account, productCode).kind === 'upgrade',
    })),
    // A new choice starts from what the link brought; the activity check then decides.
    resetOffer: assign(({ context }) => ({
      coupon: context.urlQuery.coupon ?? null,
      activeCode: null,
      activityError: false,
      couponList: [],
    })),
    clearCoupon: assign({ coupon: null }),
    keepUpgradedPlanCycle: assign(({ context }) => {
      const offer = context.productCode
        ? offerKind(context.plans, context.account, context.productCode)
        : null;
      return offer?.kind === 'upgrade' ? { subscriptionTime: offer.from.subscriptionTime } : {};
    }),
    storeActiveCode: assign((_, result: ActiveCode) => ({
      activeCode: result,
      coupon: result.couponCode,
      activityError: false,
    })),
    storeCouponList: assign({ couponList: (_, coupons: Coupon[]) => coupons }),
    markActivityError: assign({ activityError: true }),
    // Effects bound by the view: the route's search params and the move to checkout.
    rememberSelection: (_, _selection: Selection) => {},
    goToCheckout: (_, _selection: CheckoutSelection) => {},
  },
}).createMachine({
  id: 'catalog',
  description:
    'The price list and the plan the investor is choosing: product, billing cycle and currency. On offer selection it also knows the user’s plans (currency lock, upgrades) and checks whether a promotion applies before checkout.',
  context: ({ input }) => ({
    lang: input.lang ?? 'en',
    withAccount: input.withAccount ?? false,
    referral: input.referral,
    plans: [],
    defaultCurrency: null,
    currency: input.currency ?? null,
    subscriptionTime: input.subscriptionTime ?? DEFAULT_SUBSCRIPTION_TIME,
    productCode: input.productCode ?? null,
    coupon: input.urlQuery?.coupon ?? null,
    urlQuery: input.urlQuery ?? EMPTY_URL_QUERY,
    account: null,
    activeCode: null,
    activityError: false,
    isUpgrade: false,
    couponList: [],
  }),
  initial: 'loadingPrices',
  states: {
    loadingPrices: {
      description: 'Loading the price list. The page shows placeholders where the plans will be.',
      invoke: {
        id: 'loadPriceList',
        src: 'loadPriceList',
        input: ({ context }) => ({ lang: context.lang }),
        onDone: [
          {
            guard: 'withAccount',
            target: 'loadingAccount',
            actions: { type: 'storePriceList', params: ({ event }) => event.output },
            description:
              'Prices arrived (the currency is set from the server’s default if none is chosen yet); next, the user’s own plans.',
          },
          {
            target: 'ready',
            actions: { type: 'storePriceList', params: ({ event }) => event.output },
            description:
              'Prices arrived: show them. If no currency was chosen yet, use the server’s default currency.',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The price list could not be loaded.',
        },
      },
    },
    loadingAccount: {
      description:
        'Loading the user’s plans: they decide whether the currency is locked and whether a choice is an upgrade.',
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ lang: context.lang, referral: context.referral }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeAccount', params: ({ event }) => event.output },
          description:
            'The user’s plans arrived. If payment history or an unfinished subscription fixes the currency, that currency is used.',
        },
        onError: {
          target: 'failed',
          description: 'The user’s plans could not be loaded.',
        },
      },
    },
    failed: {
      description: 'Loading failed. The page says so and offers a Retry button.',
      on: {
        'catalog.retry': {
          target: 'loadingPrices',
          description: 'The user presses Retry: load everything again.',
        },
      },
    },
    ready: {
      description: 'Prices are shown and the user can change product, billing cycle and currency.',
      initial: 'deciding',
      on: {
        'cycle.select': {
          guard: 'cycleUnlocked',
          target: '.deciding',
          actions: [
            { type: 'selectCycle', params: ({ event }) => event.subscriptionTime },
            {
              type: 'rememberSelection',
              params: ({ context, event }) => ({
                product: context.productCode ?? undefined,
                cycle: event.subscriptionTime,
                currency: context.currency ?? undefined,
              }),
            },
          ],
          description:
            'The user picks Monthly, Semi-annually or Annually (not during an upgrade, which keeps the current plan’s cycle).',
        },
        'currency.select': {
          guard: 'currencyUnlocked',
          target: '.deciding',
          actions: [
            { type: 'selectCurrency', params: ({ event }) => event.currency },
            {
              type: 'rememberSelection',
              params: ({ context, event }) => ({
                product: context.productCode ?? undefined,
                cycle: context.subscriptionTime,
                currency: event.currency,
              }),
            },
          ],
          description:
            'The user picks USD, SGD, HKD or CNY (ignored when their currency is locked).',
        },
        'product.select': {
          target: '.deciding',
          actions: [
            { type: 'selectProduct', params: ({ event }) => event.productCode },
            {
              type: 'rememberSelection',
              params: ({ context, event }) => ({
                product: event.productCode,
                cycle: context.subscriptionTime,
                currency: context.currency ?? undefined,
              }),
            },
          ],
          description: 'The user picks one of the five products.',
        },
      },
      states: {
        deciding: {
          tags: 'checkingOffer',
          description: 'A choice changed: work out what it means before offering checkout.',
          entry: 'resetOffer',
          always: [
            {
              guard: 'nothingToCheck',
              target: 'browsing',
              description:
                'The pricing page, or no product chosen yet: nothing to check, just show prices.',
            },
            {
              guard: 'choiceBlocked',
              target: 'blocked',
              description:
                'The user already has this product, a plan that includes it, or the highest permission.',
            },
            {
              guard: 'isUpgrade',
              target: 'upgrade',
              description:
                'The product replaces a plan the user has (an upgrade): the coupon is cleared and nothing else is checked.',
            },
            {
              target: 'checkingActivity',
              description: 'A new subscription: ask whether a promotion runs for this product.',
            },
          ],
        },
        browsing: {
          description: 'Prices for the chosen cycle and currency are shown.',
        },
        blocked: {
          description:
            'This product cannot be bought: the page explains why (already yours, included in your plan, or you have the highest permission). Continue is disabled.',
        },
        upgrade: {
          tags: 'canContinue',
          description:
            'An upgrade of the user’s current plan: no coupon, the current plan’s billing cycle, and any discount on the ongoing order is lost after confirmation.',
          entry: ['clearCoupon', 'keepUpgradedPlanCycle'],
          on: {
            'offer.continue': {
              actions: {
                type: 'goToCheckout',
                params: ({ context }) => checkoutSelectionOf(context),
              },
              description: 'The user continues to confirm and pay for the upgrade.',
            },
          },
        },
        checkingActivity: {
          tags: 'checkingOffer',
          description: 'Asking the server whether a promotion runs for this product and user.',
          invoke: {
            id: 'checkActivity',
            src: 'checkActivity',
            input: ({ context }) => ({
              productCode: context.productCode as ProductCode,
              subscriptionTime: context.subscriptionTime,
              currency: context.currency as Currency,
            }),
            onDone: [
              {
                guard: { type: 'isAvailable', params: ({ event }) => event.output },
                target: 'promotion',
                actions: { type: 'storeActiveCode', params: ({ event }) => event.output },
                description:
                  'A promotion is available: its fixed coupon code goes to checkout and the answer is kept as the active code.',
              },
              {
                guard: 'linkHasPromocodeCoupon',
                target: 'noPromotion',
                description:
                  'No promotion, but the link brought a coupon from a promo code (origin=promocode): keep it, nothing else happens.',
              },
              {
                target: 'fetchingCoupons',
                description: 'No promotion: look up the user’s own coupons in this currency.',
              },
            ],
            onError: {
              target: 'checkFailed',
              actions: 'markActivityError',
              description:
                'The check failed: note the error. The user can still continue, without a promotion.',
            },
          },
        },
        fetchingCoupons: {
          tags: 'checkingOffer',
          description: 'Loading the user’s unused coupons that can be used in this currency.',
          invoke: {
            id: 'fetchCoupons',
            src: 'fetchCoupons',
            input: ({ context }) => ({ currency: context.currency as Currency }),
            onDone: {
              target: 'noPromotion',
              actions: { type: 'storeCouponList', params: ({ event }) => event.output },
              description: 'The coupons arrived: checkout can offer them.',
            },
            onError: {
              target: 'noPromotion',
              description: 'The coupons could not be loaded: continue without them.',
            },
          },
        },
        promotion: {
          tags: 'canContinue',
          description: 'A promotion applies: its code is shown and will be applied at checkout.',
          on: {
            'offer.continue': {
              actions: {
                type: 'goToCheckout',
                params: ({ context }) => checkoutSelectionOf(context),
              },
              description: 'The user continues to checkout with the promotion’s code.',
            },
          },
        },
        noPromotion: {
          tags: 'canContinue',
          description: 'No promotion applies; the plan can be bought at its price.',
          on: {
            'offer.continue': {
              actions: {
                type: 'goToCheckout',
                params: ({ context }) => checkoutSelectionOf(context),
              },
              description: 'The user continues to checkout (with the link’s coupon, if any).',
            },
          },
        },
        checkFailed: {
          tags: 'canContinue',
          description: 'The promotion check failed; the plan can still be bought.',
          on: {
            'offer.continue': {
              actions: {
                type: 'goToCheckout',
                params: ({ context }) => checkoutSelectionOf(context),
              },
              description: 'The user continues to checkout without a promotion.',
            },
          },
        },
      },
    },
  },
});

/**
 * The coupon checkout will apply, and why: a running promotion's fixed code (spec §4), or the
 * code a promo-code link brought. Offer selection promises exactly this, so the two agree.
 */
export function couponForCheckout(
  context: CatalogContext,
): { coupon: string; origin: CheckoutOrigin } | null {
  const { coupon, activeCode, urlQuery } = context;
  if (!coupon || context.isUpgrade) return null;
  if (activeCode?.couponCode === coupon) return { coupon, origin: 'promotion' };
  if (coupon === urlQuery.coupon && urlQuery.isPromocodeOrigin) {
    return { coupon, origin: 'promocode' };
  }
  return null;
}

/** The search params checkout receives. */
export function checkoutSelectionOf(context: CatalogContext): CheckoutSelection {
  const selection: CheckoutSelection = {
    product: context.productCode as ProductCode,
    cycle: context.subscriptionTime,
    currency: context.currency as Currency,
  };
  const applied = couponForCheckout(context);
  if (applied) Object.assign(selection, applied);
  if (context.productCode) {
    const offer = offerKind(context.plans, context.account, context.productCode);
    if (offer.kind === 'upgrade') selection.upgrade = offer.from.orderId;
  }
  return selection;
}

type Snap = { context: CatalogContext; value: unknown; hasTag: (tag: CatalogTag) => boolean };

export type CatalogPhase = 'loading' | 'failed' | 'ready';
export const selectPhase = (snapshot: Snap): CatalogPhase =>
  snapshot.value === 'failed' ? 'failed' : typeof snapshot.value === 'object' ? 'ready' : 'loading';

/** Continue is offered once the choice is known to be buyable and any promotion is known. */
export const selectCanContinue = (snapshot: Snap): boolean => snapshot.hasTag('canContinue');
export const selectIsCheckingOffer = (snapshot: Snap): boolean => snapshot.hasTag('checkingOffer');

/** The server's price of one cycle of a plan in a currency, as it was sent (never computed). */
export function priceOf(plan: Plan, subscriptionTime: SubscriptionTime, currency: Currency | null) {
  return plan.prices.find(
    (price) => price.subscriptionTime === subscriptionTime && price.currency === currency,
  );
}

export const selectOffer = (snapshot: Snap): OfferKind | null => {
  const { context } = snapshot;
  return context.productCode
    ? offerKind(context.plans, context.account, context.productCode)
    : null;
};
export const selectOfferFor = (snapshot: Snap, productCode: ProductCode): OfferKind =>
  offerKind(snapshot.context.plans, snapshot.context.account, productCode);
export const selectCurrencyLock = (snapshot: Snap) =>
  snapshot.context.account?.currencyLock ?? null;
/** Spec §4: the user already has the highest permission, so there is nothing to upgrade to. */
export const selectHasHighestPermission = (snapshot: Snap): boolean =>
  hasHighestPermission(snapshot.context.plans, snapshot.context.account);
