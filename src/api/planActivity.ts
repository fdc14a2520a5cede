import { type ApiClient, api } from './client';
import type { DataOf } from './contract/endpoint';
import { planActivityEndpoints } from './contract/planActivity';
import type { Result } from './contract/result';
import { toResult } from './problem';

type PlanActivityAnswer = DataOf<(typeof planActivityEndpoints)['getPlanActivity']>;

/** What happened to a plan (GET pc/ua); loads with the plan's billing page only. */
export interface PlanActivityApi {
  /** Newest first. Refused (0004) when the plan is not the user's; rejects when no answer came. */
  getPlanActivity(query: { orderId: number }): Promise<Result<PlanActivityAnswer>>;
}

function createPlanActivityApi(client: ApiClient): PlanActivityApi {
  return {
    getPlanActivity: (query) => toResult(client.call(planActivityEndpoints.getPlanActivity, query)),
  };
}

export const { getPlanActivity } = createPlanActivityApi(api);
