import type { Currency } from '../../src/api/contract/common';
import type { MyPlan } from '../../src/api/contract/plans';
import type { Plan, ProductCode } from '../../src/api/contract/products';
import type { SubscriptionTime } from '../../src/api/contract/wire';
import type { AccountPlans } from '../../src/machines/catalogMachine';
import { button, type Find, heading, link, type Person, text } from './person';

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
const PER: Record<SubscriptionTime, string> = {
  1: 'per month',
  6: 'per 6 months',
  12: 'per year',
};

const LOADING = 'Loading prices…';
const FAILED = 'Prices could not be loaded';
export const CHECKING = 'Checking for offers…';
export const CHECK_FAILED = 'Offers could not be checked. You can still continue.';
const UPGRADE_KEEPS_CYCLE = 'An upgrade keeps the billing cycle of your current plan.';

/** "$49.00", "HK$382.00", "SGD 211.00" — en-US currency format of a minor-unit amount. */
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency })
    .format(minor / 100)
    .replace(/\u00a0/g, ' ');

/** The price a card or the summary shows for a plan: "HK$382.00 per month" (summary wording). */
function priceLine(plan: Plan, cycle: SubscriptionTime, currency: Currency) {
  const price = plan.prices.find((p) => p.subscriptionTime === cycle && p.currency === currency);
  if (!price) throw new Error(`${plan.productCode} has no ${currency} price for ${cycle} months`);
  return {
    amount: money(price.amount, currency),
    line: `${money(price.amount, currency)} ${PER[cycle]}`,
  };
}

function lockNote(lock: NonNullable<AccountPlans['currencyLock']>): string {
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
/** The buyer's own codes for the currency, listed (in English, "A, B, and C"). */
export const couponCountText = (codes: string[], currency: string) =>
  `You have ${codes.length} promo code${codes.length === 1 ? '' : 's'} for ${currency} that you can apply at checkout: ${new Intl.ListFormat('en').format(codes)}.`;

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

const ALERT: Find = { role: 'alert' };
const SUMMARY: Find = { role: 'complementary', name: 'Your plan' };
const CONTINUE: Find = { role: 'button', name: /^Continue to/, within: SUMMARY };
const SKELETONS: Find = { testId: 'plan-skeletons' };
const group = (name: string): Find => ({ role: 'group', name });
const radio = (inGroup: string, name: string | RegExp): Find => ({
  role: 'radio',
  name,
  within: group(inGroup),
});
const productRadio = (code: ProductCode) => radio('Product', new RegExp(`^${PRODUCT[code]}`));

/** The choice a person sees made on pricing or offer selection. */
export type Choice = {
  cycle: SubscriptionTime;
  currency: Currency;
  /** The currency lock the user's plans set (offer selection only). */
  lock?: AccountPlans['currencyLock'];
  /** The chosen product, with its plan from the price list (offer selection only). */
  product?: { code: ProductCode; plan: Plan } | null;
};

/** What a person sees and does on the pricing page and offer selection, in any runner. */
export function pricingPage(p: Person) {
  const chosen = async ({ cycle, currency }: Choice) => {
    await p.seesNo(text(LOADING));
    await p.seesNo(ALERT);
    await p.seesChecked(radio('Billing cycle', CYCLE[cycle]), true);
    await p.seesChecked(radio('Currency', currency), true);
  };
  return {
    /** The price list is on its way: placeholders, announced; nothing to choose yet. */
    async loadingPrices() {
      await p.announces(LOADING);
      await p.sees(SKELETONS);
      await p.seesNo(ALERT);
      await p.seesNo({ role: 'article' });
      await p.seesNo(group('Product'));
    },
    /** Prices are in, but nothing is offered until the user's plans are known. */
    async loadingAccount() {
      await p.announces(LOADING);
      await p.sees(SKELETONS);
      await p.seesNo(group('Product'));
      await p.seesNo(SUMMARY);
    },
    async failed() {
      await p.sees({ role: 'heading', name: FAILED, within: ALERT });
      await p.sees(button('Retry', ALERT));
      await p.seesNo(SKELETONS);
    },
    retry: () => p.clicks(button('Retry', ALERT)),
    /** A visitor's pricing page: a card per plan, the choice, Combo Premium's price in it. */
    async pricing(plans: Plan[], choice: Choice) {
      await p.sees(heading('Pricing', 1));
      for (const plan of plans) await p.sees({ role: 'article', name: PRODUCT[plan.productCode] });
      await chosen(choice);
      const combo = plans.find((plan) => plan.productCode === 'COMBO');
      if (!combo) throw new Error('the price list has no Combo Premium');
      const { amount } = priceLine(combo, choice.cycle, choice.currency);
      await p.seesIn({ role: 'article', name: PRODUCT.COMBO }, amount);
    },
    /** Offer selection: the choice, the currency lock, and the chosen product in the summary. */
    async offerSelection(choice: Choice) {
      await p.sees(group('Product'));
      await chosen(choice);
      await p.seesEnabled(radio('Currency', 'SGD'), !choice.lock);
      if (choice.lock) await p.sees(text(lockNote(choice.lock)));
      if (!choice.product) return;
      const { code, plan } = choice.product;
      await p.seesChecked(productRadio(code), true);
      await p.sees(text(PRODUCT[code], SUMMARY));
      await p.sees(text(priceLine(plan, choice.cycle, choice.currency).line, SUMMARY));
    },
    /** Signed in, no product chosen yet: nothing to continue with. */
    async nothingChosen() {
      await p.sees(text('Choose a product to see your plan.', SUMMARY));
      await p.seesEnabled(CONTINUE, false);
    },
    /** The product cannot be bought: why, a way to the user's plans, no Continue. */
    async blocked(why: string) {
      const note: Find = { role: 'note', within: SUMMARY };
      await p.seesIn(note, why);
      await p.sees(link('Manage your plans', note));
      await p.seesEnabled(CONTINUE, false);
      await p.announces('', SUMMARY);
    },
    /** An upgrade from the user's plan, which keeps its billing cycle. */
    async upgrade(from: { productCode: ProductCode; subscriptionTime: SubscriptionTime }) {
      await p.seesEnabled(button('Continue to upgrade', SUMMARY), true);
      await p.sees(text(new RegExp(`^Upgrade from ${PRODUCT[from.productCode]}\\.`), SUMMARY));
      await p.seesChecked(radio('Billing cycle', CYCLE[from.subscriptionTime]), true);
      await p.seesEnabled(radio('Billing cycle', 'Annually'), false);
      await p.sees(text(UPGRADE_KEEPS_CYCLE));
      await p.announces('', SUMMARY);
    },
    /** What the summary says about offers ('' : nothing), and whether Continue can be used. */
    async offer(words: string, canContinue: boolean) {
      await p.announces(words, SUMMARY);
      await p.seesEnabled(CONTINUE, canContinue);
    },
    /** A person picks an option; when its group is locked they cannot, and nothing changes. */
    async pick(inGroup: 'Billing cycle' | 'Currency' | 'Product', option: string) {
      const target =
        inGroup === 'Product' ? productRadio(option as ProductCode) : radio(inGroup, option);
      if (await p.isEnabled(target)) await p.clicks(target);
    },
    async continue() {
      await p.seesEnabled(CONTINUE, true);
      await p.clicks(CONTINUE);
    },
  };
}
