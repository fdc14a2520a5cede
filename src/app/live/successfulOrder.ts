import { fromPromise } from 'xstate';
import { type ContactApi, getContact } from '../../api/contact';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { successfulOrderMachine } from '../../machines/successfulOrderMachine';
import { bound } from './bound';

export type SuccessfulOrderApi = ContactApi & Pick<PlansApi, 'getMyPlans'>;

/** The success page's statechart bound to the plan from GET pc/up and the contact from GET pc/uc. */
export function bindSuccessfulOrder(api: SuccessfulOrderApi) {
  return bound(
    successfulOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(async ({ input }) => {
          const [account, contact] = await Promise.all([
            api.getMyPlans(input.lang),
            api.getContact().catch(() => null),
          ]);
          return {
            plan: account.myPlans.find((plan) => plan.orderId === input.orderId) ?? null,
            contactEmail: contact?.billingEmail ?? null,
          };
        }),
      },
    }),
  );
}

export const liveSuccessfulOrder = bindSuccessfulOrder({ getMyPlans, getContact });
