import type * as v from 'valibot';
import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
import type { DataOf } from './contract/endpoint';
import type { MyPlansResponse, planEndpoints, UpgradeRequest } from './contract/plans';
import type { Result } from './contract/result';

type PlanEndpoints = typeof planEndpoints;
type AccountPlans = MyPlansResponse['data'];
export type UpgradedPlan = DataOf<PlanEndpoints['upgradePlan']>;
export type UpgradeInput = v.InferInput<typeof UpgradeRequest>;

export interface PlansApi {
  /** The user's plans, currency lock and highest permission rank. */
  getMyPlans(lang?: Lang): Promise<AccountPlans>;
  /** Upgrade a plan, paid with its card. Rejects only when the outcome is unknown. */
  upgradePlan(request: UpgradeInput): Promise<Result<UpgradedPlan>>;
}

// Only signed-in screens call these, so their schemas load on first use, not with the pricing page.
const endpoints = () => import('./contract/plans').then((contract) => contract.planEndpoints);

export function createPlansApi(client: ApiClient): PlansApi {
  return {
    async getMyPlans(lang) {
      return (await client.call((await endpoints()).getMyPlans, { lang })).data;
    },
    async upgradePlan(request) {
      const [{ upgradePlan }, { toResult }] = await Promise.all([endpoints(), import('./problem')]);
      return toResult(client.call(upgradePlan, request));
    },
  };
}

const plansApi = createPlansApi(api);
export const getMyPlans = plansApi.getMyPlans;
export const upgradePlan = plansApi.upgradePlan;
