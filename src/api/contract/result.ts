import type { InvalidCoupon } from './orders';

/**
 * A failed call as screens need it: the server's code and message, or "the network failed". A
 * 0061 refusal also lists the coupons the server found invalid.
 */
export interface Problem {
  /** The server's errorCode, or NETWORK_PROBLEM when no answer (or no readable answer) came. */
  code: string;
  /** The server's own message when it sent one; screens translate by code first. */
  message: string;
  invalidCoupons?: InvalidCoupon[];
}

/** The code of a problem where no (readable) answer came. */
export const NETWORK_PROBLEM = 'network';

/**
 * What a call that the server can refuse resolves to: the value, or the server's refusal. A
 * rejection instead means nobody knows the outcome (for a payment: only a retry with the same
 * idempotency key is safe).
 */
export type Result<T> = { ok: true; value: T } | { ok: false; problem: Problem };
