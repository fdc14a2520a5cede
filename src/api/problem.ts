import * as v from 'valibot';
import { ERROR, ErrorBody } from './contract/errors';
import { NETWORK_PROBLEM, type Problem, type Result } from './contract/result';

/**
 * The server's refusal, read through the contract's ErrorBody: the client rejects with the body
 * the server sent, or with an Error when no usable body came (network, wait cap, off-contract).
 */
function serverBody(error: unknown): ErrorBody | null {
  const parsed = v.safeParse(ErrorBody, error);
  return parsed.success ? parsed.output : null;
}

function problemOf(body: ErrorBody): Problem {
  const problem: Problem = { code: body.errorCode, message: body.message ?? '' };
  if (body.invalidCoupons) problem.invalidCoupons = body.invalidCoupons;
  return problem;
}

export function toProblem(error: unknown): Problem {
  const body = serverBody(error);
  return body ? problemOf(body) : { code: NETWORK_PROBLEM, message: '' };
}

/**
 * Answers after which the server has not settled the call: it is still running (another copy
 * holds the idempotency key), it was rate limited before running, or it failed and rolled back
 * (9999). Repeating it (for a payment: with the same key) finishes it, so these are "unknown",
 * never a refusal.
 */
const UNSETTLED = new Set<string>([ERROR.idempotencyMismatch, ERROR.rateLimited, ERROR.internal]);

/**
 * A call the server can refuse, as a Result: the value, or the server's refusal. Rejects only when
 * nobody knows the outcome (no readable answer, or an unsettled one).
 */
export async function toResult<T>(call: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    const body = serverBody(error);
    if (!body || UNSETTLED.has(body.errorCode)) throw error;
    return { ok: false, problem: problemOf(body) };
  }
}
