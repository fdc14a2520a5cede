import type { Currency } from '../../src/api/contract/common';
import type { MyPlan } from '../../src/api/contract/plans';
import type { Plan, ProductCode } from '../../src/api/contract/products';
import type { Coupon } from '../../src/api/contract/promotion';
import type { AccountPlans, ActiveCode, PriceList } from '../../src/machines/catalogMachine';

/** Test data shaped like the reference server's seed (pc/pl, pc/up, pc/qc, pc/uc1). */
const CURRENCIES: Currency[] = ['USD', 'SGD', 'HKD', 'CNY'];
const RATE: Record<Currency, number> = { USD: 1, SGD: 1.35, HKD: 7.8, CNY: 7.2 };

const PRODUCTS: Record<
  ProductCode,
  Pick<
    Plan,
    'name' | 'rank' | 'markets' | 'platforms' | 'trialDays' | 'firstMonthDiscountPercent'
  > & {
    monthlyUsd: number;
  }
> = {
  COMBO: {
    name: 'Combo Premium',
    rank: 3,
    markets: ['HK', 'A'],
    platforms: ['web', 'mobile'],
    trialDays: 14,
    firstMonthDiscountPercent: 50,
    monthlyUsd: 4900,
  },
  HK_ALL: {
    name: 'HKEx All-Platform',
    rank: 2,
    markets: ['HK'],
    platforms: ['web', 'mobile'],
    trialDays: 7,
    firstMonthDiscountPercent: 30,
    monthlyUsd: 2900,
  },
  A_ALL: {
    name: 'A-Shares All-Platform',
    rank: 2,
    markets: ['A'],
    platforms: ['web', 'mobile'],
    trialDays: 7,
    firstMonthDiscountPercent: 30,
    monthlyUsd: 2900,
  },
  HK_MOBILE: {
    name: 'HKEx Mobile',
    rank: 1,
    markets: ['HK'],
    platforms: ['mobile'],
    trialDays: 0,
    firstMonthDiscountPercent: 0,
    monthlyUsd: 1500,
  },
  A_MOBILE: {
    name: 'A-Shares Mobile',
    rank: 1,
    markets: ['A'],
    platforms: ['mobile'],
    trialDays: 0,
    firstMonthDiscountPercent: 0,
    monthlyUsd: 1500,
  },
};

export function plan(code: ProductCode, overrides: Partial<Plan> = {}): Plan {
  const { monthlyUsd, ...def } = PRODUCTS[code];
  return {
    productCode: code,
    ...def,
    highest: def.rank === 3,
    prices: ([1, 6, 12] as const).flatMap((cycle) =>
      CURRENCIES.map((currency) => {
        const factor = { 1: 1, 6: 0.9, 12: 0.8 }[cycle];
        const amount = Math.round((monthlyUsd * cycle * factor * RATE[currency]) / 100) * 100;
        return {
          subscriptionTime: cycle,
          currency,
          amount,
          monthlyAmount: Math.round(amount / cycle),
        };
      }),
    ),
    ...overrides,
  };
}

export const priceList = (overrides: Partial<PriceList> = {}): PriceList => ({
  defaultCurrency: 'USD',
  plans: (Object.keys(PRODUCTS) as ProductCode[]).map((code) => plan(code)),
  ...overrides,
});

/** What the server offers a plan of `code` to move up to (its rule, for an investor with no other plan). */
const upgradesOf = (code: ProductCode) =>
  (Object.keys(PRODUCTS) as ProductCode[])
    .filter((to) => PRODUCTS[to].rank > PRODUCTS[code].rank)
    .filter((to) => PRODUCTS[code].markets.every((m) => PRODUCTS[to].markets.includes(m)))
    .sort((a, b) => PRODUCTS[a].rank - PRODUCTS[b].rank);

export function myPlan(code: ProductCode, overrides: Partial<MyPlan> = {}): MyPlan {
  return {
    orderId: 11,
    productCode: code,
    productName: PRODUCTS[code].name,
    rank: PRODUCTS[code].rank,
    subscriptionTime: 1,
    currency: 'HKD',
    status: 'active',
    source: 'web',
    hasAccess: true,
    paymentMethod: { cardId: 1, brand: 'Visa', last4: '4242', expiresFirst: false },
    purchasedSince: '2025-01-01T00:00:00.000Z',
    startDate: '2025-02-01T00:00:00.000Z',
    nextPaymentDate: '2025-03-01T00:00:00.000Z',
    nextPaymentAmount: 22600,
    expiryDate: '2025-03-01T00:00:00.000Z',
    trialEndsAt: null,
    inTrial: false,
    freeCancelUntil: null,
    canCancelFree: false,
    pendingSubscriptionTime: null,
    upgradeTargets: upgradesOf(code),
    canChangeFrequency: true,
    frequencyAmounts: [
      { subscriptionTime: 1, amount: 22600 },
      { subscriptionTime: 6, amount: 124300 },
      { subscriptionTime: 12, amount: 226000 },
    ],
    resubscribeAmount: null,
    ...overrides,
  };
}

export const newAccount = (overrides: Partial<AccountPlans> = {}): AccountPlans => ({
  myPlans: [],
  currencyLock: null,
  isNewUser: true,
  signedIn: true,
  highestRank: 0,
  ...overrides,
});

/** A user with one live plan: its currency is locked by the unfinished subscription. */
export const accountWith = (live: MyPlan, overrides: Partial<AccountPlans> = {}): AccountPlans =>
  newAccount({
    myPlans: [live],
    currencyLock: { currency: live.currency, reason: 'unfinished_subscription' },
    isNewUser: false,
    highestRank: live.rank,
    ...overrides,
  });

export const available = (couponCode = 'LAUNCH20'): ActiveCode => ({
  isAvailable: true,
  reason: null,
  couponCode,
  activityCode: 'LAUNCH',
});

export const unavailable = (reason = 'no_activity'): ActiveCode => ({
  isAvailable: false,
  reason,
  couponCode: null,
  activityCode: null,
});

export const coupon = (code: string, overrides: Partial<Coupon> = {}): Coupon => ({
  code,
  kind: 'fixed',
  description: 'USD 10 off',
  amount: 1000,
  currency: 'USD',
  percent: null,
  freeDays: null,
  amountsByProduct: null,
  status: 'unused',
  createDate: '2025-01-01T00:00:00.000Z',
  expireDate: '2026-01-01T00:00:00.000Z',
  newUserOnly: false,
  isReferral: false,
  usage: 'checkout',
  ...overrides,
});
