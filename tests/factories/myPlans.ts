import type { MyPlan } from '../../src/api/contract/plans';

/**
 * `plan` once cancelled, as My Plan's list has it: no access and nothing next, and re-subscribing
 * costs what its next payment would have.
 */
export const aCancelledPlan = (plan: MyPlan, overrides: Partial<MyPlan> = {}): MyPlan => ({
  ...plan,
  status: 'cancelled',
  hasAccess: false,
  inTrial: false,
  canCancelFree: false,
  nextPaymentDate: null,
  nextPaymentAmount: null,
  canChangeFrequency: false,
  frequencyAmounts: [],
  resubscribeAmount: plan.nextPaymentAmount,
  ...overrides,
});
