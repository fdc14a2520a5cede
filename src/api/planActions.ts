import type * as v from 'valibot';
import { type ApiClient, api } from './client';
import type { DataOf } from './contract/endpoint';
import { type CancelRequest, planEndpoints, type UpgradeRequest } from './contract/plans';
import type { Result } from './contract/result';
import type { SubscriptionTime } from './contract/wire';
import { toResult } from './problem';

type CancelledPlan = DataOf<(typeof planEndpoints)['cancelPlan']>;
type ResubscribedPlan = DataOf<(typeof planEndpoints)['resubscribe']>;
type ResubscribeInput = { orderId: number; idempotencyKey: string };
type FrequencyChange = DataOf<(typeof planEndpoints)['changeFrequency']>;
type FrequencyInput = { orderId: number; subscriptionTime: SubscriptionTime };
type SwitchedPaymentMethod = DataOf<(typeof planEndpoints)['switchPaymentMethod']>;
type SwitchInput = { orderId: number; cardId: number };
export type UpgradedPlan = DataOf<(typeof planEndpoints)['upgradePlan']>;
export type UpgradeInput = v.InferInput<typeof UpgradeRequest>;

/** Upgrading a plan: the upgrade confirmation's call (kept out of the pricing page's load). */
export interface PlanUpgradeApi {
  /** Upgrade a plan, paid with its card. Rejects only when the outcome is unknown. */
  upgradePlan(request: UpgradeInput): Promise<Result<UpgradedPlan>>;
}

/**
 * What an investor does to a plan on My Plan (the plans noun's actions, as server/routes/
 * planActions.ts serves them). Apart from ./plans, which the pricing page loads for the user's
 * plans, so these load only with My Plan.
 */
export interface PlanActionsApi {
  /** Cancel a plan (access ends now), with the investor's reason if they gave one. */
  cancelPlan(request: CancelRequest): Promise<Result<CancelledPlan>>;
  /** Re-subscribe a cancelled plan, paid now on its card. Rejects only when the outcome is unknown. */
  resubscribe(request: ResubscribeInput): Promise<Result<ResubscribedPlan>>;
  /** Schedule a billing frequency from the next payment date; the current one withdraws it. */
  changeFrequency(request: FrequencyInput): Promise<Result<FrequencyChange>>;
  /** Pay a live plan with another saved card from its next charge on. */
  switchPaymentMethod(request: SwitchInput): Promise<Result<SwitchedPaymentMethod>>;
}

function createPlanActionsApi(client: ApiClient): PlanActionsApi {
  return {
    cancelPlan: (request) => toResult(client.call(planEndpoints.cancelPlan, request)),
    resubscribe: (request) => toResult(client.call(planEndpoints.resubscribe, request)),
    changeFrequency: (request) => toResult(client.call(planEndpoints.changeFrequency, request)),
    switchPaymentMethod: (request) =>
      toResult(client.call(planEndpoints.switchPaymentMethod, request)),
  };
}

export const createPlanUpgradeApi = (client: ApiClient): PlanUpgradeApi => ({
  upgradePlan: (request) => toResult(client.call(planEndpoints.upgradePlan, request)),
});
export const upgradePlan = createPlanUpgradeApi(api).upgradePlan;

const planActionsApi = createPlanActionsApi(api);
export const cancelPlan = planActionsApi.cancelPlan;
export const resubscribe = planActionsApi.resubscribe;
export const changeFrequency = planActionsApi.changeFrequency;
export const switchPaymentMethod = planActionsApi.switchPaymentMethod;
