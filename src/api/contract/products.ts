import * as v from 'valibot';
import { ProductCodeSchema } from './codes';
import { CurrencySchema, LangSchema } from './common';
import { Minor, QuerySubscriptionTime, SubscriptionTime } from './wire';

export { type ProductCode, ProductCodeSchema } from './codes';

/** GET /api/v2/ch/pc/pl */
export const PriceListQuery = v.object({ lang: v.optional(LangSchema) });

export const PlanPrice = v.object({
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  /** Price of one whole cycle. */
  amount: Minor,
  /** The cycle price spread per month, for "per month" display. */
  monthlyAmount: Minor,
});
export type PlanPrice = v.InferOutput<typeof PlanPrice>;

export const Plan = v.object({
  productCode: ProductCodeSchema,
  name: v.string(),
  /** Permission rank; Combo is the highest. */
  rank: v.number(),
  highest: v.boolean(),
  markets: v.array(v.string()),
  platforms: v.array(v.string()),
  trialDays: v.number(),
  firstMonthDiscountPercent: v.number(),
  prices: v.array(PlanPrice),
});
export type Plan = v.InferOutput<typeof Plan>;

export const PriceListResponse = v.object({
  errorCode: v.string(),
  /** The signed-in user's locked currency, else USD. */
  defaultCurrency: CurrencySchema,
  plans: v.array(Plan),
});
export type PriceListResponse = v.InferOutput<typeof PriceListResponse>;

/** GET /api/v2/ch/pc/qc — product activity check. */
export const ActivityCheckQuery = v.object({
  productCode: ProductCodeSchema,
  subscriptionTime: v.optional(QuerySubscriptionTime),
  currency: v.optional(CurrencySchema),
});
export const ActivityCheckResponse = v.object({
  errorCode: v.string(),
  isAvailable: v.boolean(),
  /** Why not: 'no_activity' | 'not_new_user' | 'not_signed_in' | 'ended'. */
  reason: v.nullable(v.string()),
  /** The fixed coupon code of the promotion when available. */
  couponCode: v.nullable(v.string()),
  activityCode: v.nullable(v.string()),
});
export type ActivityCheckResponse = v.InferOutput<typeof ActivityCheckResponse>;
