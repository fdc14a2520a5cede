import { fromPromise } from 'xstate';
import {
  cancelPlan,
  changeFrequency,
  type PlanActionsApi,
  resubscribe,
  switchPaymentMethod,
} from '../../api/planActions';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { myPlansMachine } from '../../machines/myPlansMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { planMachine } from '../../machines/planMachine';
import { bound } from './bound';

export type MyPlansApi = Pick<PlansApi, 'getMyPlans'> & PlanActionsApi;

/**
 * My Plan's statechart bound to the account's plans (GET pc/up), and each plan's actor to the
 * plan actions (POST pc/cs, POST pc/bf; POST pc/rs through the pay attempt) and to its own card read again.
 */
export function bindMyPlans(api: MyPlansApi) {
  const plan = planMachine.provide({
    actors: {
      cancelPlan: fromPromise(({ input }) => api.cancelPlan(input)),
      payAttempt: payingWith(api.resubscribe),
      changeFrequency: fromPromise(({ input }) => api.changeFrequency(input)),
      loadPlan: fromPromise(async ({ input }) => {
        const { myPlans } = await api.getMyPlans(input.lang);
        return myPlans.find((p) => p.orderId === input.orderId) ?? null;
      }),
    },
  });
  return bound(
    myPlansMachine.provide({
      actors: {
        plan,
        loadPlans: fromPromise(async ({ input }) => (await api.getMyPlans(input.lang)).myPlans),
      },
    }),
  );
}

export const liveMyPlans = bindMyPlans({
  getMyPlans,
  cancelPlan,
  resubscribe,
  changeFrequency,
  switchPaymentMethod,
});
