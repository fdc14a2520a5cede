import * as v from 'valibot';
import { CurrencySchema } from './common';

/**
 * Error codes the reference server answers with (errorCode; "0" is success). Coupon codes 0063,
 * 0068 and 0069 are the spec's (§8); the rest are ours. Messages are the spec's wording where the
 * spec has one, so the client may show `message` as is.
 */
export const ERROR = {
  validation: '0001',
  deviceRegistration: '0002',
  crossSite: '0003',
  notFound: '0004',
  rateLimited: '0005',
  idempotencyMismatch: '0006',
  payloadTooLarge: '0007',
  agreementRequired: '0060',
  invalidCouponsPresent: '0061',
  couponUnknown: '0062',
  couponInvalid: '0063',
  currencyLocked: '0064',
  productUnavailable: '0065',
  alreadySubscribed: '0066',
  noPaymentMethod: '0067',
  couponNewUserOnly: '0068',
  referralCouponUsed: '0069',
  couponFirstOrderOnly: '0070',
  promotionNotQualified: '0071',
  planCancelled: '0072',
  planNotCancelled: '0073',
  highestPermission: '0074',
  notAnUpgrade: '0075',
  oneCardAtATime: '0076',
  cardInUse: '0077',
  planNotActive: '0078',
  quoteChanged: '0079',
  notSignedIn: '401',
  deviceNotRegistered: '403',
  internal: '9999',
  cardDeclined: '5001',
  insufficientFunds: '5002',
  expiredCard: '5003',
  processingError: '5004',
  invalidCard: '5005',
} as const;
/** Spec §8's coupon refusals: what pricing, paying and redeeming a code can answer about it. */
export const COUPON_REFUSALS = [
  ERROR.couponUnknown,
  ERROR.couponInvalid,
  ERROR.couponNewUserOnly,
  ERROR.referralCouponUsed,
  ERROR.couponFirstOrderOnly,
  ERROR.promotionNotQualified,
] as const;

export type ErrorCode = (typeof ERROR)[keyof typeof ERROR];

/** Spec §5 and §8 wording. */
export const MESSAGES = {
  blank: "Can't be blank!",
  emailInvalid: 'Email is not validated!',
  phoneMissing: 'Please enter your mobile number!',
  agreement: 'Please check the Term Purchase Agreement first',
  deleteInvalidCoupons: 'Please delete invalid coupons',
  couponUnknown: 'invalid coupon!',
  couponInvalid: 'Coupon is invalid',
  couponNewUserOnly: 'Coupon only for new user',
  referralCouponUsed: 'Referral coupon can only be used once',
  firstOrderOnly: 'Offer only valid for your first order!',
  notQualified: 'you do not qualify for the promotion',
  oneCard: 'Only one bank card can be added at a time',
  currencyMismatch: 'The currency must match that of the active subscription',
  quoteChanged: 'The amount due has changed. Check the new amount and confirm again.',
} as const;

/** Spec §8: the payment failure sentence, with the gateway's code. */
export function paymentFailureMessage(code: string): string {
  return `The system is experiencing technical difficulties. Error Code ${code}. Please try again.`;
}

/** A coupon the server would not apply, with the coupon error code and spec §8 message. */
export const InvalidCoupon = v.object({
  code: v.string(),
  errorCode: v.string(),
  message: v.string(),
});
export type InvalidCoupon = v.InferOutput<typeof InvalidCoupon>;

/** Why the user must pay in one currency: an unfinished plan or a payment history in it. */
export const CurrencyLock = v.object({
  currency: CurrencySchema,
  reason: v.picklist(['unfinished_subscription', 'payment_history']),
});

/**
 * Every refusal (errorCode ≠ "0"), whatever the call. It lives here, not in common.ts, because
 * common.ts ships with the pricing page and its schemas would ship with it. The optional fields come with particular
 * codes; the client reads them through this schema, never by hand.
 */
export const ErrorBody = v.object({
  errorCode: v.string(),
  message: v.optional(v.string()),
  /** "403": this device is unknown, register again (spec §8); "1": registration refused. */
  _sys_status: v.optional(v.string()),
  /** 0001: the first problem per request field (dotted path → message). */
  fieldErrors: v.optional(v.record(v.string(), v.string())),
  /** 0061: the coupons to delete before paying. */
  invalidCoupons: v.optional(v.array(InvalidCoupon)),
  /** 0064: the currency the user is held to. */
  currencyLock: v.optional(v.nullable(CurrencyLock)),
  /** 0066: the plan the user already has. */
  orderId: v.optional(v.number()),
  /** 5001–5005: the gateway's reason. */
  declineCode: v.optional(v.string()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
