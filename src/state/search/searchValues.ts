import * as v from 'valibot';
import { SubscriptionTime } from '../../api/contract/wire';

/**
 * The values a link may carry in its query string, as valibot schemas the routes' validateSearch
 * reads (Standard Schema). Links are crafted by anyone, so every value is checked and a malformed
 * one is dropped, never an error page.
 */

const MAX_TEXT_LENGTH = 64;
const COUPON_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_ROW_ID = 2_147_483_647;

/**
 * Free text such as `origin`. The router JSON-parses ?coupon=123456 into a number; a plain
 * non-negative integer is the only non-string accepted, because its text form is unambiguous.
 */
export const SearchText = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.transform(String))]),
  v.nonEmpty(),
  v.maxLength(MAX_TEXT_LENGTH),
  v.check((text) => !CONTROL_CHARACTERS.test(text)),
);

/** A coupon code as a promo link carries it. */
export const SearchCoupon = v.pipe(SearchText, v.regex(COUPON_PATTERN));

/** A number the router has parsed already (?cycle=12), or digits typed as text ("12"). */
const wholeNumber = (maxDigits: number) =>
  v.union([
    v.number(),
    v.pipe(v.string(), v.regex(new RegExp(`^\\d{1,${maxDigits}}$`)), v.transform(Number)),
  ]);

/** Months per billing cycle: 1, 6 or 12. */
export const SearchCycle = v.pipe(wholeNumber(2), SubscriptionTime);

/** A row id (a plan's orderId): a positive 32-bit integer, as the database keeps it. */
export const SearchRowId = v.pipe(
  wholeNumber(10),
  v.safeInteger(),
  v.minValue(1),
  v.maxValue(MAX_ROW_ID),
);

/**
 * A search value that is dropped when malformed. The fallback is an explicit undefined because
 * the router merges the raw search under what validateSearch returns: a key left out would let
 * the malformed raw value through.
 */
export const dropWhenMalformed = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);
