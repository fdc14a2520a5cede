import { type ApiClient, api } from './client';
import type { DataOf } from './contract/endpoint';
import { type CancelRequest, planEndpoints } from './contract/plans';
import type { Result } from './contract/result';
import { toResult } from './problem';

export type CancelledPlan = DataOf<(typeof planEndpoints)['cancelPlan']>;

/**
 * What an investor does to a plan on My Plan (the plans noun's actions, as server/routes/
 * planActions.ts serves them). Apart from ./plans, which the pricing page loads for the user's
 * plans, so these load only with My Plan.
 */
export interface PlanActionsApi {
  /** Cancel a plan (access ends now), with the investor's reason if they gave one. */
  cancelPlan(request: CancelRequest): Promise<Result<CancelledPlan>>;
}

export function createPlanActionsApi(client: ApiClient): PlanActionsApi {
  return {
    cancelPlan: (request) => toResult(client.call(planEndpoints.cancelPlan, request)),
  };
}

export const cancelPlan = createPlanActionsApi(api).cancelPlan;
