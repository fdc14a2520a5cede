import * as v from 'valibot';
import { SubscriptionTime } from '../../api/contract/codes';
import { COUPON_CODE_PATTERN } from '../../api/contract/couponCode';
import { asSearchText } from '../urlQuery';

/**
 * The values a link may carry in its query string, as valibot schemas the routes' validateSearch
 * reads (Standard Schema). Links are crafted by anyone, so every value is checked and a malformed
 * one is dropped, never an error page.
 */

const MAX_ROW_ID = 2_147_483_647;

/**
 * Free text such as `origin`, by the same rule as the promo-link query the user machine reads
 * (a non-empty, short string without control characters; a plain whole number counts as its text).
 */
export const SearchText = v.pipe(v.unknown(), v.transform(asSearchText), v.string());

/** A coupon code as a promo link carries it. */
export const SearchCoupon = v.pipe(SearchText, v.regex(COUPON_CODE_PATTERN));

/** A number the router has parsed already (?cycle=12), or digits typed as text ("12"). */
const wholeNumber = (digits: RegExp) =>
  v.union([v.number(), v.pipe(v.string(), v.regex(digits), v.transform(Number))]);

/** Months per billing cycle: 1, 6 or 12. */
export const SearchCycle = v.pipe(wholeNumber(/^\d{1,2}$/), SubscriptionTime);

/** A row id (a plan's orderId): a positive 32-bit integer, as the database keeps it. */
export const SearchRowId = v.pipe(
  wholeNumber(/^\d{1,10}$/),
  v.integer(),
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
