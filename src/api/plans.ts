import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
import type { MyPlansResponse } from './contract/plans';

type AccountPlans = MyPlansResponse['data'];

/** The plans noun's read, which offer selection makes; what is done to a plan is in planActions. */
export interface PlansApi {
  /**
   * The user's plans, currency lock, highest permission rank and any referral welcome offer. With
   * `referral` (a referral link's code) the visit is counted for that link.
   */
  getMyPlans(lang?: Lang, referral?: string): Promise<AccountPlans>;
}

// Only signed-in screens call these, so their schemas load on first use, not with the pricing page.
const endpoints = () => import('./contract/plans').then((contract) => contract.planEndpoints);

export function createPlansApi(client: ApiClient): PlansApi {
  return {
    async getMyPlans(lang, referral) {
      const query = referral ? { lang, referral } : { lang };
      return (await client.call((await endpoints()).getMyPlans, query)).data;
    },
  };
}

const plansApi = createPlansApi(api);
export const getMyPlans = plansApi.getMyPlans;
