import { SUBSCRIPTION_TIMES } from '../../api/contract/codeLists';
import { COUPON_CODE_PATTERN } from '../../api/contract/couponCode';
import { asSearchText } from '../urlQuery';

/**
 * The values a link may carry in its query string, read by the routes' validateSearch. Links are
 * crafted by anyone, so every value is checked and a malformed one is dropped, never an error
 * page. Plain functions, not schemas: they run on the first page (npm run size).
 */
export type SearchValue<T> = (raw: unknown) => T | undefined;

const MAX_ROW_ID = 2_147_483_647;

/**
 * Free text such as `origin`, by the same rule as the promo-link query the user machine reads
 * (a non-empty, short string without control characters; a plain whole number counts as its text).
 */
export const searchText: SearchValue<string> = asSearchText;

/** A coupon code as a promo link carries it. */
export const searchCoupon: SearchValue<string> = (raw) => {
  const text = asSearchText(raw);
  return text !== undefined && COUPON_CODE_PATTERN.test(text) ? text : undefined;
};

/** One of a closed list, exactly as written. */
export const oneOf =
  <T extends string | number>(list: readonly T[]): SearchValue<T> =>
  (raw) =>
    list.includes(raw as T) ? (raw as T) : undefined;

/** A number the router has parsed already (?cycle=12), or digits typed as text ("12"). */
const wholeNumber = (raw: unknown, digits: RegExp): number | undefined => {
  if (typeof raw === 'number') return raw;
  return typeof raw === 'string' && digits.test(raw) ? Number(raw) : undefined;
};

const isCycle = oneOf(SUBSCRIPTION_TIMES);

/** Months per billing cycle: 1, 6 or 12. */
export const searchCycle: SearchValue<(typeof SUBSCRIPTION_TIMES)[number]> = (raw) =>
  isCycle(wholeNumber(raw, /^\d{1,2}$/));

/** A row id (a plan's orderId): a positive 32-bit integer, as the database keeps it. */
export const searchRowId: SearchValue<number> = (raw) => {
  const id = wholeNumber(raw, /^\d{1,10}$/);
  return id !== undefined && Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : undefined;
};

type SearchOf<F> = { [K in keyof F]?: F[K] extends SearchValue<infer T> ? T : never };

/**
 * A route's search from its fields. A key the link carries is always in the result, as
 * undefined when malformed: the router merges the raw search under what validateSearch returns,
 * so a key left out would let the malformed raw value through. Absent keys stay absent.
 */
export function searchOf<F extends Record<string, SearchValue<unknown>>>(fields: F) {
  return (search: Record<string, unknown>): SearchOf<F> => {
    const read: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (Object.hasOwn(search, key)) read[key] = value(search[key]);
    }
    return read as SearchOf<F>;
  };
}
