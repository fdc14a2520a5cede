import * as v from 'valibot';
import { ProductCodeSchema } from './codes';
import { CurrencySchema, LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { Minor, QuerySubscriptionTime, SubscriptionTime } from './wire';

export { type ProductCode, ProductCodeSchema } from './codes';

const PriceListQuery = v.object({ lang: v.optional(LangSchema) });

const PlanPrice = v.object({
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  /** Price of one whole cycle. */
  amount: Minor,
  /** The cycle price spread per month, for "per month" display. */
  monthlyAmount: Minor,
});

export const Plan = v.object({
  productCode: ProductCodeSchema,
  name: v.string(),
  /** Permission rank; Combo is the highest. */
  rank: v.number(),
  highest: v.boolean(),
  markets: v.array(v.string()),
  platforms: v.array(v.string()),
  /** Free trial and first-month discount (monthly billing) as this buyer gets them: new subscribers. */
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

/** Product activity check: is a promotion running for this product (and this user)? */
const ActivityCheckQuery = v.object({
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

export const productEndpoints = {
  getPriceList: {
    method: 'GET',
    path: '/api/v2/ch/pc/pl',
    request: PriceListQuery,
    response: PriceListResponse,
    errors: [],
    auth: 'optionalUser',
    summary: 'Price list: 5 products × cycles 1/6/12 × USD/SGD/HKD/CNY (minor units)',
    description:
      "defaultCurrency is the signed-in user's locked currency (unfinished plan or payment history), else USD. Signed in, trialDays and firstMonthDiscountPercent are 0 for someone who has had a plan (new subscribers only).",
  },
  checkActivity: {
    method: 'GET',
    path: '/api/v2/ch/pc/qc',
    request: ActivityCheckQuery,
    response: ActivityCheckResponse,
    errors: [],
    auth: 'optionalUser',
    summary: 'Product activity check: is a promotion available for this product and user?',
    description:
      'isAvailable with the fixed coupon code of the running activity; otherwise reason: no_activity | not_signed_in | not_new_user | already_used.',
  },
} as const satisfies Endpoints;
