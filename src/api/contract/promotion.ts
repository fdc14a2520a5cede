import * as v from 'valibot';
import { CurrencySchema, LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { COUPON_REFUSALS, ERROR } from './errors';
import { Id, Minor } from './wire';

const CouponStatus = v.picklist(['unused', 'redeemed', 'expired']);
const CouponKind = v.picklist(['fixed', 'percent', 'free_days', 'by_product', 'referral']);

export const Coupon = v.object({
  code: v.string(),
  kind: CouponKind,
  description: v.string(),
  /** fixed: minor units of `currency`; referral: the cap in `currency`. */
  amount: v.nullable(Minor),
  currency: v.nullable(CurrencySchema),
  /** percent of the monthly price. */
  percent: v.nullable(v.number()),
  freeDays: v.nullable(v.number()),
  amountsByProduct: v.nullable(v.record(v.string(), v.record(v.string(), v.number()))),
  status: CouponStatus,
  createDate: v.string(),
  expireDate: v.nullable(v.string()),
  newUserOnly: v.boolean(),
  isReferral: v.boolean(),
  /** checkout | redeem | any */
  usage: v.string(),
});
export type Coupon = v.InferOutput<typeof Coupon>;

/**
 * With currency: the unused codes usable at checkout in that currency (new-user-only ones only
 * while the user has never had a plan);
 * without: every code of the user in every state (the My Promo Codes tab).
 */
const CouponListQuery = v.object({ currency: v.optional(CurrencySchema) });
export const CouponListResponse = v.object({ errorCode: v.string(), coupons: v.array(Coupon) });
export type CouponListResponse = v.InferOutput<typeof CouponListResponse>;

/** A row of the redeem schedule. */
export const ScheduledRedemption = v.object({
  id: v.number(),
  orderId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  promoCode: v.string(),
  billingDate: v.string(),
  discountAmount: Minor,
  freeDays: v.number(),
  currency: CurrencySchema,
  /** scheduled | applied | superseded | deleted | lost */
  status: v.string(),
  /** Only the latest scheduled code of a plan is effective (spec §4). */
  effective: v.boolean(),
});

/** A plan the code could be redeemed against. */
export const RedeemablePlan = v.object({
  orderId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  currency: CurrencySchema,
  nextPaymentDate: v.nullable(v.string()),
  eligible: v.boolean(),
  /** When not eligible: the coupon error code and message. */
  errorCode: v.nullable(v.string()),
  message: v.nullable(v.string()),
  discountAmount: Minor,
  freeDays: v.number(),
});

/** The redeem schedule, and the plans `coupon` could apply to. */
const RedeemScheduleQuery = v.object({
  lang: v.optional(LangSchema),
  coupon: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export const RedeemScheduleResponse = v.object({
  errorCode: v.string(),
  applyingSubscriptions: v.array(ScheduledRedemption),
  subscriptions: v.array(RedeemablePlan),
});

export type ScheduledRedemption = v.InferOutput<typeof ScheduledRedemption>;
export type RedeemablePlan = v.InferOutput<typeof RedeemablePlan>;
export type CouponStatus = v.InferOutput<typeof CouponStatus>;

/** Redeem: no charge now, applied at the next billing date. */
const RedeemRequest = v.object({
  orderId: Id,
  couponCode: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
});
const RedeemResponse = v.object({ errorCode: v.string(), redemption: ScheduledRedemption });

/** Delete scheduled redemptions of a plan (codes return to unused). */
const DeleteRedemptionRequest = v.object({
  orderId: Id,
  couponCode: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
const DeleteRedemptionResponse = v.object({ errorCode: v.string(), deleted: v.number() });

const RewardStatus = v.picklist([
  'pending',
  'available',
  'redeemed',
  'payout',
  'invalid',
  'expired',
]);
const Reward = v.object({
  code: v.string(),
  currency: CurrencySchema,
  amount: Minor,
  referralAccount: v.string(),
  createDate: v.string(),
  availableDate: v.nullable(v.string()),
  expireDate: v.nullable(v.string()),
  status: RewardStatus,
  redeemBy: v.nullable(v.string()),
});

export const ReferralInfoResponse = v.object({
  errorCode: v.string(),
  myLink: v.string(),
  visitCount: v.number(),
  totalReferrals: v.number(),
  totalReward: Minor,
  availableReward: Minor,
  rewardCurrency: CurrencySchema,
  rewards: v.array(Reward),
  payout: v.object({
    /** The bonus that counts toward the threshold: available, redeemed and paid out. */
    cumulative: Minor,
    eligible: v.boolean(),
    threshold: Minor,
    currency: CurrencySchema,
    via: v.literal('customer_service'),
  }),
});
export type ReferralInfoResponse = v.InferOutput<typeof ReferralInfoResponse>;
/** The referral programme as Referral Program shows it. */
export type ReferralInfo = Omit<ReferralInfoResponse, 'errorCode'>;

export const promotionEndpoints = {
  getCoupons: {
    method: 'GET',
    path: '/api/v2/ch/pc/uc1',
    request: CouponListQuery,
    response: CouponListResponse,
    errors: [],
    auth: 'user',
    summary: "The user's promo codes: usable coupons for a currency, or all codes in every state",
  },
  getRedeemSchedule: {
    method: 'GET',
    path: '/api/v2/ch/pc/ap',
    request: RedeemScheduleQuery,
    response: RedeemScheduleResponse,
    errors: [],
    auth: 'user',
    summary:
      'Redeem schedule (applyingSubscriptions) and the plans `coupon` could be redeemed on (subscriptions)',
  },
  redeemCoupon: {
    method: 'POST',
    path: '/api/v2/ch/pc/ap',
    request: RedeemRequest,
    response: RedeemResponse,
    errors: [ERROR.notFound, ERROR.planCancelled, ...COUPON_REFUSALS],
    auth: 'user',
    summary:
      'Redeem a promo (or available referral reward) code on a plan: no charge until its next billing date',
    description: 'Only the latest scheduled code of a plan is effective.',
  },
  deleteRedemption: {
    method: 'DELETE',
    path: '/api/v2/ch/pc/ap',
    request: DeleteRedemptionRequest,
    response: DeleteRedemptionResponse,
    errors: [ERROR.notFound],
    auth: 'user',
    summary: 'Delete scheduled redemptions of a plan; the codes return to unused',
  },
  getReferralInfo: {
    method: 'GET',
    path: '/api/ch/m9/rp',
    response: ReferralInfoResponse,
    errors: [],
    auth: 'user',
    summary: 'Referral programme: link, visits, referrals, bonus totals (HKD) and bonus codes',
    description:
      'Bonus: available at once (monthly), 90 days (semi-annual) or 180 days (annual) after the referee’s first charge; expires a year later. Cash payout above a cumulative HKD 800 via customer service.',
  },
} as const satisfies Endpoints;
