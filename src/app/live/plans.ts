import { fromPromise } from 'xstate';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { myPlansMachine } from '../../machines/myPlansMachine';
import { bound } from './bound';

export type MyPlansApi = Pick<PlansApi, 'getMyPlans'>;

/** My Plan's statechart bound to the account's plans from GET pc/up. */
export function bindMyPlans(api: MyPlansApi) {
  return bound(
    myPlansMachine.provide({
      actors: {
        loadPlans: fromPromise(async ({ input }) => (await api.getMyPlans(input.lang)).myPlans),
      },
    }),
  );
}

export const liveMyPlans = bindMyPlans({ getMyPlans });
