// No valibot here: the first page reads links' coupons with this and must stay small.
/** A coupon or promo code as the wire takes it: 1–40 letters, digits, `_` or `-`. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Codes are case-insensitive: compared, sent and stored trimmed and in upper case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
