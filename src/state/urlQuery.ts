import * as v from 'valibot';
import { SearchCoupon, SearchText } from './search/searchValues';

/**
 * URLQueryParams (spec §3): a link may carry ?coupon=…&origin=promocode. These values come from
 * anyone who can craft a link, so anything unexpected is dropped rather than repaired, by the
 * same value rules as the routes' search schemas.
 */
export interface URLQueryParams {
  coupon?: string;
  /** 'promocode' is the value the product recognises; others are kept for analytics only. */
  origin?: string;
  isPromocodeOrigin: boolean;
}

export const PROMOCODE_ORIGIN = 'promocode';

export type SearchInput = URLSearchParams | Readonly<Record<string, unknown>> | null | undefined;

/** Exactly one value, or nothing: a repeated key is ambiguous, so it counts as absent. */
function single(search: SearchInput, key: string): unknown {
  if (!search) return undefined;
  if (search instanceof URLSearchParams) {
    const all = search.getAll(key);
    return all.length === 1 ? all[0] : undefined;
  }
  return Object.hasOwn(search, key) ? search[key] : undefined;
}

export function parseUrlQuery(search: SearchInput): URLQueryParams {
  const coupon = v.safeParse(SearchCoupon, single(search, 'coupon'));
  const origin = v.safeParse(SearchText, single(search, 'origin'));
  const result: URLQueryParams = {
    isPromocodeOrigin: origin.success && origin.output === PROMOCODE_ORIGIN,
  };
  if (coupon.success) result.coupon = coupon.output;
  if (origin.success) result.origin = origin.output;
  return result;
}

export const EMPTY_URL_QUERY: URLQueryParams = { isPromocodeOrigin: false };
