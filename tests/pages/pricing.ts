import type { Currency } from '../../src/api/contract/common';
import type { MyPlan } from '../../src/api/contract/plans';
import type { Plan, ProductCode } from '../../src/api/contract/products';
import type { SubscriptionTime } from '../../src/api/contract/wire';
import type { AccountPlans } from '../../src/machines/catalogMachine';

/**
 * What a person reads on the pricing and offer-selection screens (English), written out here
 * independently of the views, so a changed message shows up as a failing test. Shared by both
 * catalog bindings and the e2e specs.
 */
export const PRODUCT: Record<ProductCode, string> = {
  COMBO: 'Combo Premium',
  HK_ALL: 'HKEx All-Platform',
  A_ALL: 'A-Shares All-Platform',
  HK_MOBILE: 'HKEx Mobile',
  A_MOBILE: 'A-Shares Mobile',
};
export const CYCLE: Record<SubscriptionTime, string> = {
  1: 'Monthly',
  6: 'Semi-annually',
  12: 'Annually',
};
export const PER: Record<SubscriptionTime, string> = {
  1: 'per month',
  6: 'per 6 months',
  12: 'per year',
};

export const LOADING = 'Loading prices…';
export const FAILED = 'Prices could not be loaded';
export const CHECKING = 'Checking for offers…';
export const CHECK_FAILED = 'Offers could not be checked. You can still continue.';
export const UPGRADE_KEEPS_CYCLE = 'An upgrade keeps the billing cycle of your current plan.';

/** "$49.00", "HK$382.00", "SGD 211.00" — en-US currency format of a minor-unit amount. */
export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency })
    .format(minor / 100)
    .replace(/\u00a0/g, ' ');

/** The price a card or the summary shows for a plan: "HK$382.00 per month" (summary wording). */
export function priceLine(plan: Plan, cycle: SubscriptionTime, currency: Currency) {
  const price = plan.prices.find((p) => p.subscriptionTime === cycle && p.currency === currency);
  if (!price) throw new Error(`${plan.productCode} has no ${currency} price for ${cycle} months`);
  return {
    amount: money(price.amount, currency),
    line: `${money(price.amount, currency)} ${PER[cycle]}`,
  };
}

export function lockNote(lock: NonNullable<AccountPlans['currencyLock']>): string {
  return lock.reason === 'unfinished_subscription'
    ? `Your currency is ${lock.currency}: you have a subscription that has not finished, and a new order must use the same currency.`
    : `Your currency is ${lock.currency}, fixed by your payment history.`;
}

const live = (plan: MyPlan) => ['trial', 'active', 'past_due'].includes(plan.status);
export const livePlans = (account: AccountPlans | null) => (account?.myPlans ?? []).filter(live);

/**
 * Why a product is blocked, in the summary's words, worked out from the user's plans as the spec
 * states it (same product: already yours; highest rank: nothing to upgrade to; else included).
 */
export function blockedNote(account: AccountPlans | null, product: ProductCode): string {
  const plans = livePlans(account);
  const owned = plans.find((p) => p.productCode === product);
  if (owned) return `You already have ${PRODUCT[owned.productCode as ProductCode]}.`;
  const best = [...plans].sort((a, b) => b.rank - a.rank)[0];
  if (!best) throw new Error('a blocked product needs a live plan');
  const name = PRODUCT[best.productCode as ProductCode];
  return (account?.highestRank ?? 0) >= 3
    ? `You already have the highest permission (${name}), so there is nothing to upgrade to.`
    : `This product is included in your ${name} plan.`;
}

export const promotionText = (code: string) =>
  `Promotion: the code ${code} will be applied at checkout.`;
export const promoCodeText = (code: string) =>
  `Your promo code ${code} will be applied at checkout.`;
export const couponCountText = (count: number, currency: string) =>
  `You have ${count} promo code${count === 1 ? '' : 's'} for ${currency} that you can apply at checkout.`;

/** Offer selection's address for a start of the model: product, cycle, currency, coupon, origin. */
export function offerSelectionUrl(input: {
  productCode?: string;
  subscriptionTime?: number;
  currency?: string;
  urlQuery?: { coupon?: string; origin?: string };
}): string {
  const search = new URLSearchParams();
  if (input.productCode) search.set('product', input.productCode);
  if (input.subscriptionTime) search.set('cycle', String(input.subscriptionTime));
  if (input.currency) search.set('currency', input.currency);
  if (input.urlQuery?.coupon) search.set('coupon', input.urlQuery.coupon);
  if (input.urlQuery?.origin) search.set('origin', input.urlQuery.origin);
  const query = search.toString();
  return `/pricing/products/offerselection${query ? `?${query}` : ''}`;
}
