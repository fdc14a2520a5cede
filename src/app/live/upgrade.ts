import { fromPromise } from 'xstate';
import { getMyPlans, type PlansApi, upgradePlan } from '../../api/plans';
import { checkoutUpgradeMachine } from '../../machines/checkoutUpgradeMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { bound } from './bound';

export type UpgradeApi = Pick<PlansApi, 'getMyPlans' | 'upgradePlan'>;

/** The upgrade statechart bound to the plan from GET pc/up, and its pay attempt to POST pc/uap. */
export function bindUpgrade(api: UpgradeApi) {
  return bound(
    checkoutUpgradeMachine.provide({
      actors: {
        loadPlan: fromPromise(async ({ input }) => {
          const { myPlans } = await api.getMyPlans(input.lang);
          return myPlans.find((plan) => plan.orderId === input.orderId) ?? null;
        }),
        payAttempt: payingWith(api.upgradePlan),
      },
    }),
  );
}

export const liveUpgrade = bindUpgrade({ getMyPlans, upgradePlan });
