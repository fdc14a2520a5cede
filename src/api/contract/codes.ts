import * as v from 'valibot';
import { CURRENCIES, PRODUCT_CODES, SUBSCRIPTION_TIMES } from './codeLists';

/** The closed lists of codes the wire speaks: currencies, products and billing cycles. */
export const CurrencySchema = v.picklist(CURRENCIES);
export type Currency = v.InferOutput<typeof CurrencySchema>;

export const ProductCodeSchema = v.picklist(PRODUCT_CODES);
export type ProductCode = v.InferOutput<typeof ProductCodeSchema>;

/** Months per billing cycle: Monthly, Semi-annually, Annually (spec §3). */
export const SubscriptionTime = v.picklist(SUBSCRIPTION_TIMES);
export type SubscriptionTime = v.InferOutput<typeof SubscriptionTime>;
