import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';

/** The constraint a database error names, through drizzle's wrapping (`cause`). */
function violatedConstraint(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The money constraints are a backstop behind the user lock: should a path ever reach one, the
 * caller gets the answer the check would have given, not a 500.
 */
const ANSWERS: Record<string, () => ApiError> = {
  subscriptions_live_product_uq: () =>
    new ApiError(400, ERROR.alreadySubscribed, 'You already have this plan'),
  subscriptions_live_currency_fk: () =>
    new ApiError(400, ERROR.currencyLocked, MESSAGES.currencyMismatch),
  redemptions_reward_uq: () => new ApiError(400, ERROR.couponInvalid, MESSAGES.couponInvalid),
  redemptions_code_uq: () => new ApiError(400, ERROR.couponInvalid, MESSAGES.couponInvalid),
};

export function asMoneyRuleError(error: unknown): unknown {
  const constraint = violatedConstraint(error);
  const answer = constraint ? ANSWERS[constraint] : undefined;
  return answer ? answer() : error;
}
