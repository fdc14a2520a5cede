import * as v from 'valibot';
import { ProductCodeSchema } from './codes';
import { CurrencySchema, LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { CurrencyLock, ERROR } from './errors';
import { Id, Minor, SubscriptionTime } from './wire';

const PlanStatus = v.picklist(['trial', 'active', 'past_due', 'cancelled', 'expired']);

/** One entry of planData.myPlans (getMyPlans); orderId is the id the plan actions take. */
export const MyPlan = v.object({
  orderId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  rank: v.number(),
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  status: PlanStatus,
  /** web | app_store */
  source: v.string(),
  hasAccess: v.boolean(),
  /** The card it is paid with; `expiresFirst`: the card runs out before the next charge. */
  paymentMethod: v.nullable(
    v.object({
      cardId: v.number(),
      brand: v.string(),
      last4: v.string(),
      expiresFirst: v.boolean(),
    }),
  ),
  purchasedSince: v.string(),
  startDate: v.string(),
  nextPaymentDate: v.nullable(v.string()),
  nextPaymentAmount: v.nullable(Minor),
  expiryDate: v.nullable(v.string()),
  trialEndsAt: v.nullable(v.string()),
  inTrial: v.boolean(),
  freeCancelUntil: v.nullable(v.string()),
  canCancelFree: v.boolean(),
  pendingSubscriptionTime: v.nullable(SubscriptionTime),
  /**
   * What it can be upgraded to (pc/uap's productCode), lowest rank first; empty when it cannot be
   * upgraded: at the highest permission, or never a product the investor already has live.
   */
  upgradeTargets: v.array(ProductCodeSchema),
  canChangeFrequency: v.boolean(),
  /**
   * What the next payment would be under each billing frequency (the plan's discount applied),
   * for the frequency change; empty when the frequency cannot be changed.
   */
  frequencyAmounts: v.array(v.object({ subscriptionTime: SubscriptionTime, amount: Minor })),
  /** What re-subscribing charges now (a cancelled plan's full price); null when it cannot be. */
  resubscribeAmount: v.nullable(Minor),
});
export type MyPlan = v.InferOutput<typeof MyPlan>;

/** Signed-out callers get an empty list (and referral visits count). */
const MyPlansQuery = v.object({
  lang: v.optional(LangSchema),
  referral: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
/**
 * A referred user's welcome offer (spec §4, §9): the referral discount applies by itself to their
 * first web order (not app-store subscriptions) until `until`, a year after sign-up.
 */
const ReferralWelcome = v.object({
  percent: v.number(),
  /** The most it takes off, in minor units of `currency` (USD 60). */
  cap: Minor,
  currency: CurrencySchema,
  until: v.string(),
});
export type ReferralWelcome = v.InferOutput<typeof ReferralWelcome>;

export const MyPlansResponse = v.object({
  errorCode: v.string(),
  data: v.object({
    myPlans: v.array(MyPlan),
    currencyLock: v.nullable(CurrencyLock),
    isNewUser: v.boolean(),
    signedIn: v.boolean(),
    /** Highest permission rank among live plans (0 = none). */
    highestRank: v.number(),
    /** Present while a referred user's first web order can still get the referral discount. */
    referralWelcome: v.optional(v.nullable(ReferralWelcome)),
  }),
});
export type MyPlansResponse = v.InferOutput<typeof MyPlansResponse>;

/** Switch a plan's payment method. */
const SwitchPaymentRequest = v.object({ orderId: Id, cardId: Id });
const SwitchPaymentResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  paymentMethod: v.object({ cardId: v.number(), brand: v.string(), last4: v.string() }),
});

/** Billing frequency, effective from the next payment date. */
const ChangeFrequencyRequest = v.object({ orderId: Id, subscriptionTime: SubscriptionTime });
const ChangeFrequencyResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  subscriptionTime: SubscriptionTime,
  pendingSubscriptionTime: v.nullable(SubscriptionTime),
  effectiveFrom: v.nullable(v.string()),
});

/** Upgrade and pay; discounts on the ongoing order are lost. */
export const UpgradeRequest = v.object({
  orderId: Id,
  productCode: v.picklist(['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE']),
  agreement: v.optional(v.boolean(), true),
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  /**
   * The amount the investor was shown (pc/po's dueToday for this upgrade). When the upgrade no
   * longer costs that, nothing is charged and the answer is 0079: quote again and ask again.
   */
  expectedAmount: v.optional(Minor),
});
const UpgradeResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  productCode: v.string(),
  amountPaid: Minor,
  credit: Minor,
  currency: CurrencySchema,
  nextBillingDate: v.string(),
  lostDiscounts: v.array(v.string()),
});

/** Cancel and re-subscribe. */
const OrderIdRequest = v.object({
  orderId: Id,
  idempotencyKey: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
/** Why an investor cancels: optional, never required to cancel. */
export const CANCEL_REASONS = [
  'too_expensive',
  'not_using',
  'missing_features',
  'switching',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
const CancelRequest = v.object({
  ...OrderIdRequest.entries,
  reason: v.optional(v.picklist(CANCEL_REASONS)),
  /** The investor's own words, one line. */
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
});
export type CancelRequest = v.InferInput<typeof CancelRequest>;
const CancelResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  status: PlanStatus,
  freeCancel: v.boolean(),
});
const ResubscribeResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  status: PlanStatus,
  amountPaid: Minor,
  currency: CurrencySchema,
  nextBillingDate: v.nullable(v.string()),
});

const PAYMENT_ERRORS = [
  ERROR.cardDeclined,
  ERROR.insufficientFunds,
  ERROR.expiredCard,
  ERROR.processingError,
] as const;

export const planEndpoints = {
  getMyPlans: {
    method: 'GET',
    path: '/api/v2/ch/pc/up',
    request: MyPlansQuery,
    response: MyPlansResponse,
    errors: [],
    auth: 'optionalUser',
    summary: "The user's plans (planData.myPlans), currency lock and new-user flag",
    description:
      'Signed out: an empty list with signedIn false. With referral=CODE the visit is counted for that referral link.',
  },
  switchPaymentMethod: {
    method: 'POST',
    path: '/api/v2/ch/pc/usp',
    request: SwitchPaymentRequest,
    response: SwitchPaymentResponse,
    errors: [ERROR.notFound, ERROR.planCancelled, ERROR.planNotActive, ERROR.expiredCard],
    auth: 'user',
    summary: "Switch a plan's payment method to a saved card (refused once the card has expired)",
  },
  changeFrequency: {
    method: 'POST',
    path: '/api/v2/ch/pc/bf',
    request: ChangeFrequencyRequest,
    response: ChangeFrequencyResponse,
    errors: [ERROR.notFound, ERROR.planCancelled, ERROR.planNotActive],
    auth: 'user',
    summary: 'Change the billing frequency; takes effect from the next payment date',
    description:
      'Refused (0072) while the plan is cancelled. Choosing the current cycle withdraws a pending change.',
  },
  upgradePlan: {
    method: 'POST',
    path: '/api/v2/ch/pc/uap',
    request: UpgradeRequest,
    response: UpgradeResponse,
    errors: [
      ERROR.highestPermission,
      ERROR.notAnUpgrade,
      ERROR.planCancelled,
      ERROR.agreementRequired,
      ERROR.quoteChanged,
      ...PAYMENT_ERRORS,
    ],
    auth: 'user',
    summary: 'Upgrade a plan to a higher product and pay now (idempotent per key)',
    description:
      'Charges the new price less a credit for the unused paid period. Scheduled promo codes and pending first-charge discounts are lost. Refused (0074) when the user already has the highest permission, and (0079, nothing charged) when expectedAmount is not what the upgrade now costs. The credit counts whole unused days, so a quote holds for the rest of the day.',
  },
  cancelPlan: {
    method: 'POST',
    path: '/api/v2/ch/pc/cs',
    request: CancelRequest,
    response: CancelResponse,
    errors: [ERROR.notFound, ERROR.planCancelled, ERROR.planNotActive],
    auth: 'user',
    summary: 'Cancel a subscription (access ends now; free inside the trial’s free-cancel window)',
  },
  resubscribe: {
    method: 'POST',
    path: '/api/v2/ch/pc/rs',
    request: OrderIdRequest,
    response: ResubscribeResponse,
    errors: [
      ERROR.notFound,
      ERROR.planNotCancelled,
      ERROR.currencyLocked,
      ERROR.alreadySubscribed,
      ERROR.productUnavailable,
      ERROR.noPaymentMethod,
      ...PAYMENT_ERRORS,
    ],
    auth: 'user',
    summary: 'Re-subscribe a cancelled plan: a new paid period starts now on its card',
  },
} as const satisfies Endpoints;
