import { COUPON_CODE_PATTERN } from '../api/contract/couponCode';

/**
 * URLQueryParams (spec §3): a link may carry ?coupon=…&origin=promocode. These values come from
 * anyone who can craft a link, so anything unexpected is dropped rather than repaired. The
 * routes' search schemas (search/searchValues.ts) read coupon and origin by the same rules.
 */
export interface URLQueryParams {
  coupon?: string;
  /** 'promocode' is the value the product recognises; others are kept for analytics only. */
  origin?: string;
  isPromocodeOrigin: boolean;
}

const PROMOCODE_ORIGIN = 'promocode';
const MAX_LENGTH = 64;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

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

/**
 * Routers that JSON-parse search values turn ?coupon=123456 into a number; a plain non-negative
 * integer is the only non-string accepted, because its text form is unambiguous.
 */
export function asSearchText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > MAX_LENGTH || CONTROL_CHARACTERS.test(value)) {
    return undefined;
  }
  return value;
}

export function parseUrlQuery(search: SearchInput): URLQueryParams {
  const coupon = asSearchText(single(search, 'coupon'));
  const origin = asSearchText(single(search, 'origin'));
  const result: URLQueryParams = { isPromocodeOrigin: origin === PROMOCODE_ORIGIN };
  if (coupon !== undefined && COUPON_CODE_PATTERN.test(coupon)) result.coupon = coupon;
  if (origin !== undefined) result.origin = origin;
  return result;
}

export const EMPTY_URL_QUERY: URLQueryParams = { isPromocodeOrigin: false };
