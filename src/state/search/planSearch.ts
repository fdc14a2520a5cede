import { CURRENCIES, PRODUCT_CODES } from '../../api/contract/codeLists';
import {
  oneOf,
  searchCoupon,
  searchCycle,
  searchOf,
  searchRowId,
  searchText,
} from './searchValues';

const carried = {
  cycle: searchCycle,
  currency: oneOf(CURRENCIES),
  /** A promo link's coupon and where it came from (spec §3 URLQueryParams). */
  coupon: searchCoupon,
  /** 'promocode' is the value the product recognises; others are kept for analytics only. */
  origin: searchText,
  /** A referral link's code (/pricing/?referral=…): carried to sign-up and offer selection. */
  referral: searchText,
};

/**
 * The pricing page's search: /pricing/pricing?cycle=12&currency=HKD keeps the visitor's choice
 * in the address; coupon/origin ride along to offer selection. The product is chosen on offer
 * selection, so it is not read here.
 */
export const PricingSearch = searchOf(carried);

/**
 * The plan a link points at: /pricing/products/offerselection?product=COMBO&cycle=12&currency=HKD
 * (plus coupon, origin), and the same on checkout.
 */
export const PlanSearch = searchOf({
  product: oneOf(PRODUCT_CODES),
  ...carried,
  /** Checkout only: the plan (orderId) an upgrade replaces. The server checks it is the user's. */
  upgrade: searchRowId,
});
export type PlanSearch = ReturnType<typeof PlanSearch>;

/** My Plan: /pricing/personalcentre/myplans?switchCard=31 opens that plan's card switch. */
export const MyPlansSearch = searchOf({ switchCard: searchRowId });
export type MyPlansSearch = ReturnType<typeof MyPlansSearch>;
