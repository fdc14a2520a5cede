import * as v from 'valibot';

/**
 * The closed lists of codes the wire speaks: currencies, products and billing cycles. Kept in a
 * module of their own because the routes check links against them on the first page, which must
 * not load the rest of the contract for that.
 */
export const CurrencySchema = v.picklist(['USD', 'SGD', 'HKD', 'CNY']);
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const ProductCodeSchema = v.picklist(['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE']);
export type ProductCode = v.InferOutput<typeof ProductCodeSchema>;

/** Months per billing cycle: Monthly, Semi-annually, Annually (spec §3). */
export const SubscriptionTime = v.picklist([1, 6, 12]);
export type SubscriptionTime = v.InferOutput<typeof SubscriptionTime>;
