import type { Plan } from '../api/contract/products';
import type { SubscriptionTime } from '../api/contract/wire';

/**
 * The perks of a plan for the cycle on screen. Whether this investor gets them at all is the
 * server's to say: its price list states none to someone who has had a plan (signed in). The
 * first-month discount is of monthly billing only, so another cycle shows none.
 */
export function perksFor(
  plan: Plan,
  cycle: SubscriptionTime,
): Pick<Plan, 'trialDays' | 'firstMonthDiscountPercent'> {
  return {
    trialDays: plan.trialDays,
    firstMonthDiscountPercent: cycle === 1 ? plan.firstMonthDiscountPercent : 0,
  };
}
