import type { Coupon, RedeemablePlan, ScheduledRedemption } from '../../src/api/contract/promotion';
import type { RedeemSchedule } from '../../src/api/promoCodes';
import type { Wallet } from '../../src/machines/promoCodesMachine';

/**
 * The promo-code screens' test data, shaped like the reference server's answers for the demo
 * accounts (server/seed/demo.ts); each takes overrides for what a test is about.
 */
export const aCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'GIFT5USD',
  kind: 'fixed',
  description: 'USD 5 off',
  amount: 500,
  currency: 'USD',
  percent: null,
  freeDays: null,
  amountsByProduct: null,
  status: 'unused',
  createDate: '2026-11-05T00:00:00.000Z',
  expireDate: '2027-05-24T00:00:00.000Z',
  newUserOnly: false,
  isReferral: false,
  usage: 'any',
  ...overrides,
});

/** active@'s six codes: five unused (one for checkout only), GIFTOLD expired; `statuses` by code. */
export const activeCoupons = (statuses: Record<string, Coupon['status']> = {}): Coupon[] =>
  [
    aCoupon(),
    aCoupon({ code: 'GIFT20PCT', kind: 'percent', amount: null, currency: null, percent: 20 }),
    aCoupon({
      code: 'GIFT14DAYS',
      kind: 'free_days',
      amount: null,
      currency: null,
      freeDays: 14,
      usage: 'redeem',
    }),
    aCoupon({
      code: 'GIFTPRODUCT',
      kind: 'by_product',
      amount: null,
      currency: null,
      amountsByProduct: { COMBO: { USD: 1500 }, HK_ALL: { USD: 800 } },
    }),
    aCoupon({ code: 'GIFTOLD', status: 'expired', expireDate: '2026-11-15T00:00:00.000Z' }),
    aCoupon({
      code: 'NEWUSER15',
      kind: 'percent',
      amount: null,
      currency: null,
      percent: 15,
      newUserOnly: true,
      usage: 'checkout',
    }),
  ].map((c) => ({ ...c, status: statuses[c.code] ?? c.status }));

/** active@'s plan: monthly HKEx All-Platform in USD. */
export const ACTIVE_PLAN = {
  orderId: 3,
  productCode: 'HK_ALL',
  nextPaymentDate: '2026-12-18T00:00:00.000Z',
};

export const aWallet = (overrides: Partial<Wallet> = {}): Wallet => ({
  coupons: activeCoupons(),
  currency: 'USD',
  plans: [ACTIVE_PLAN],
  ...overrides,
});

export const aRedemption = (overrides: Partial<ScheduledRedemption> = {}): ScheduledRedemption => ({
  id: 1,
  orderId: ACTIVE_PLAN.orderId,
  productCode: 'HK_ALL',
  productName: 'HKEx All-Platform',
  promoCode: 'GIFT20PCT',
  billingDate: ACTIVE_PLAN.nextPaymentDate,
  discountAmount: 580,
  freeDays: 0,
  currency: 'USD',
  status: 'scheduled',
  effective: true,
  ...overrides,
});

export const aRedeemablePlan = (overrides: Partial<RedeemablePlan> = {}): RedeemablePlan => ({
  orderId: ACTIVE_PLAN.orderId,
  productCode: 'HK_ALL',
  productName: 'HKEx All-Platform',
  currency: 'USD',
  nextPaymentDate: ACTIVE_PLAN.nextPaymentDate,
  eligible: true,
  errorCode: null,
  message: null,
  discountAmount: 580,
  freeDays: 0,
  ...overrides,
});

export const aRedeemSchedule = (overrides: Partial<RedeemSchedule> = {}): RedeemSchedule => ({
  applyingSubscriptions: [],
  subscriptions: [aRedeemablePlan()],
  ...overrides,
});

/** referrer@'s one plan, Combo Premium. */
export const REFERRER_PLAN = { orderId: 5, productCode: 'COMBO', productName: 'Combo Premium' };

/**
 * referrer@'s schedule on Combo Premium: GIFTPRODUCT in effect, GIFT5USD not, GIFT14DAYS applied.
 * With `deleted` taken off, the latest code still scheduled is the one in effect, as the server
 * has it.
 */
export const referrerSchedule = (deleted?: string): ScheduledRedemption[] => {
  const combo = REFERRER_PLAN;
  const rows = [
    aRedemption({ ...combo, id: 3, promoCode: 'GIFTPRODUCT', discountAmount: 1500 }),
    aRedemption({ ...combo, id: 2, promoCode: 'GIFT5USD', discountAmount: 500 }),
    aRedemption({
      ...combo,
      id: 1,
      promoCode: 'GIFT14DAYS',
      discountAmount: 0,
      freeDays: 14,
      status: 'applied',
      billingDate: '2026-05-09T00:00:00.000Z',
    }),
  ].filter((r) => r.promoCode !== deleted);
  const inEffect = rows.find((r) => r.status === 'scheduled');
  return rows.map((r) => ({ ...r, effective: r === inEffect }));
};
