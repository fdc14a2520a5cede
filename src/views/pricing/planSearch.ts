import type { Currency } from '../../api/contract/common';
import type { ProductCode } from '../../api/contract/products';
import type { SubscriptionTime } from '../../api/contract/wire';
import { parseUrlQuery } from '../../state/urlQuery';

/**
 * The plan a link points at: /pricing/pricing?cycle=12&currency=HKD and
 * /pricing/products/offerselection?product=COMBO&cycle=12&currency=HKD (plus coupon, origin).
 * Links are crafted by anyone, so an unknown value is dropped, never an error.
 */
export interface PlanSearch {
  product?: ProductCode;
  cycle?: SubscriptionTime;
  currency?: Currency;
  coupon?: string;
  origin?: string;
  /** Checkout only: the plan (orderId) an upgrade replaces. The server checks it is the user's. */
  upgrade?: number;
}

const PRODUCTS: readonly string[] = ['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE'];
const CURRENCIES: readonly string[] = ['USD', 'SGD', 'HKD', 'CNY'];

const pick = <T extends string>(value: unknown, allowed: readonly string[]): T | undefined =>
  typeof value === 'string' && allowed.includes(value) ? (value as T) : undefined;

/** The router JSON-parses ?cycle=12 into a number; a typed-in "12" stays a string. */
function cycleOf(value: unknown): SubscriptionTime | undefined {
  const n = typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
  return n === 1 || n === 6 || n === 12 ? n : undefined;
}

function orderIdOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647
    ? n
    : undefined;
}

// Explicit undefineds: the router merges the raw search under what validateSearch returns.
export function parsePlanSearch(search: Record<string, unknown>): PlanSearch {
  const { coupon, origin } = parseUrlQuery(search);
  return {
    product: pick<ProductCode>(search.product, PRODUCTS),
    cycle: cycleOf(search.cycle),
    currency: pick<Currency>(search.currency, CURRENCIES),
    coupon,
    origin,
    upgrade: orderIdOf(search.upgrade),
  };
}
