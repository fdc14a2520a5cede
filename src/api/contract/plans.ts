import * as v from 'valibot';
import { CurrencySchema, LangSchema } from './common';
import { Id, Minor, QueryId, SubscriptionTime } from './wire';

export const PlanStatus = v.picklist(['trial', 'active', 'past_due', 'cancelled', 'expired']);
export type PlanStatus = v.InferOutput<typeof PlanStatus>;

/** One entry of planData.myPlans (GET pc/up); orderId is the id the plan actions take. */
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
  paymentMethod: v.nullable(v.object({ cardId: v.number(), brand: v.string(), last4: v.string() })),
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
  canUpgrade: v.boolean(),
  canChangeFrequency: v.boolean(),
  canResubscribe: v.boolean(),
});
export type MyPlan = v.InferOutput<typeof MyPlan>;

/** GET /api/v2/ch/pc/up — signed-out callers get an empty list (and referral visits count). */
export const MyPlansQuery = v.object({
  lang: v.optional(LangSchema),
  referral: v.optional(v.pipe(v.string(), v.maxLength(40))),
});
export const CurrencyLock = v.object({
  currency: CurrencySchema,
  reason: v.picklist(['unfinished_subscription', 'payment_history']),
});
export const MyPlansResponse = v.object({
  errorCode: v.string(),
  data: v.object({
    myPlans: v.array(MyPlan),
    currencyLock: v.nullable(CurrencyLock),
    isNewUser: v.boolean(),
    signedIn: v.boolean(),
    /** Highest permission rank among live plans (0 = none). */
    highestRank: v.number(),
  }),
});
export type MyPlansResponse = v.InferOutput<typeof MyPlansResponse>;

/** POST pc/usp — switch a plan's payment method. */
export const SwitchPaymentRequest = v.object({ orderId: Id, cardId: Id });
export const SwitchPaymentResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  paymentMethod: v.object({ cardId: v.number(), brand: v.string(), last4: v.string() }),
});

/** POST pc/bf — billing frequency, effective from the next payment date. */
export const ChangeFrequencyRequest = v.object({ orderId: Id, subscriptionTime: SubscriptionTime });
export const ChangeFrequencyResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  subscriptionTime: SubscriptionTime,
  pendingSubscriptionTime: v.nullable(SubscriptionTime),
  effectiveFrom: v.nullable(v.string()),
});

/** POST pc/uap — upgrade and pay; discounts on the ongoing order are lost. */
export const UpgradeRequest = v.object({
  orderId: Id,
  productCode: v.picklist(['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE']),
  agreement: v.optional(v.boolean(), true),
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
});
export const UpgradeResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  productCode: v.string(),
  amountPaid: Minor,
  credit: Minor,
  currency: CurrencySchema,
  nextBillingDate: v.string(),
  lostDiscounts: v.array(v.string()),
});

/** POST pc/cs and pc/rs. */
export const OrderIdRequest = v.object({
  orderId: Id,
  idempotencyKey: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export const CancelResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  status: PlanStatus,
  freeCancel: v.boolean(),
});
export const ResubscribeResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  status: PlanStatus,
  amountPaid: Minor,
  currency: CurrencySchema,
  nextBillingDate: v.nullable(v.string()),
});

/** GET pc/gps — billing history of one plan. */
export const BillingHistoryQuery = v.object({ orderId: QueryId, lang: v.optional(LangSchema) });
export const BillingRecord = v.object({
  id: v.number(),
  date: v.string(),
  productCode: v.string(),
  productName: v.string(),
  paymentMethod: v.string(),
  amount: Minor,
  amountPaid: Minor,
  currency: CurrencySchema,
  /** paid | failed | free */
  status: v.string(),
  errorCode: v.nullable(v.string()),
  invoiceId: v.nullable(v.number()),
  periodStart: v.string(),
  periodEnd: v.string(),
});
export const BillingHistoryResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  productCode: v.string(),
  records: v.array(BillingRecord),
});

/** GET pc/uc/se — one invoice. */
export const InvoiceQuery = v.object({ invoiceId: QueryId });
export const InvoiceLine = v.object({ description: v.string(), amount: Minor });
export const InvoiceResponse = v.object({
  errorCode: v.string(),
  invoice: v.object({
    id: v.number(),
    number: v.string(),
    billingFrom: v.string(),
    billingTo: v.string(),
    items: v.array(InvoiceLine),
    adjustments: v.array(InvoiceLine),
    subtotal: Minor,
    tax: Minor,
    total: Minor,
    currency: CurrencySchema,
    expiryDate: v.string(),
    issuedAt: v.string(),
  }),
});
