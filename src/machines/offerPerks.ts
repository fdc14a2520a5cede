import type { Plan } from '../api/contract/products';
import type { SubscriptionTime } from '../api/contract/wire';

/**
 * The perks of a plan this investor gets for the cycle on screen, as the server prices them
 * (server/domain/pricing.ts): the free trial and the first-month discount go to new subscribers
 * only, and the discount to monthly billing only. Before the account is known (signed out), a
 * visitor may be new: the perks show, with the price list's own caveat.
 */
export function perksFor(
  plan: Plan,
  cycle: SubscriptionTime,
  isNewUser: boolean | undefined,
): Pick<Plan, 'trialDays' | 'firstMonthDiscountPercent'> {
  const eligible = isNewUser !== false;
  return {
    trialDays: eligible ? plan.trialDays : 0,
    firstMonthDiscountPercent: eligible && cycle === 1 ? plan.firstMonthDiscountPercent : 0,
  };
}
