import { fromPromise } from 'xstate';
import { type OrdersApi, previewOrder } from '../../api/orders';
import { type PlanUpgradeApi, upgradePlan } from '../../api/planActions';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { checkoutUpgradeMachine } from '../../machines/checkoutUpgradeMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { bound } from './bound';

export type UpgradeApi = Pick<PlansApi, 'getMyPlans'> &
  PlanUpgradeApi &
  Pick<OrdersApi, 'previewOrder'>;

/**
 * The upgrade statechart bound to the plan from GET pc/up, its quote to POST pc/po (the upgrade's
 * own price: no coupons, the plan's cycle and currency) and its pay attempt to POST pc/uap.
 */
export function bindUpgrade(api: UpgradeApi) {
  return bound(
    checkoutUpgradeMachine.provide({
      actors: {
        loadPlan: fromPromise(async ({ input }) => {
          const { myPlans } = await api.getMyPlans(input.lang);
          return myPlans.find((plan) => plan.orderId === input.orderId) ?? null;
        }),
        loadQuote: fromPromise(({ input: { plan, productCode, lang } }) =>
          api.previewOrder({
            productCode,
            subscriptionTime: plan.subscriptionTime,
            currency: plan.currency,
            coupons: [],
            lang,
            upgradeOrderId: plan.orderId,
          }),
        ),
        payAttempt: payingWith(api.upgradePlan),
      },
    }),
  );
}

export const liveUpgrade = bindUpgrade({ getMyPlans, upgradePlan, previewOrder });
