import * as v from 'valibot';
import { CurrencySchema, ProductCodeSchema } from '../../api/contract/codes';
import {
  dropWhenMalformed,
  SearchCoupon,
  SearchCycle,
  SearchRowId,
  SearchText,
} from './searchValues';

const carried = {
  cycle: dropWhenMalformed(SearchCycle),
  currency: dropWhenMalformed(CurrencySchema),
  /** A promo link's coupon and where it came from (spec §3 URLQueryParams). */
  coupon: dropWhenMalformed(SearchCoupon),
  /** 'promocode' is the value the product recognises; others are kept for analytics only. */
  origin: dropWhenMalformed(SearchText),
};

/**
 * The pricing page's search: /pricing/pricing?cycle=12&currency=HKD keeps the visitor's choice
 * in the address; coupon/origin ride along to offer selection. The product is chosen on offer
 * selection, so it is not read here.
 */
export const PricingSearch = v.object(carried);

/**
 * The plan a link points at: /pricing/products/offerselection?product=COMBO&cycle=12&currency=HKD
 * (plus coupon, origin), and the same on checkout.
 */
export const PlanSearch = v.object({
  product: dropWhenMalformed(ProductCodeSchema),
  ...carried,
  /** Checkout only: the plan (orderId) an upgrade replaces. The server checks it is the user's. */
  upgrade: dropWhenMalformed(SearchRowId),
});
export type PlanSearch = v.InferOutput<typeof PlanSearch>;
