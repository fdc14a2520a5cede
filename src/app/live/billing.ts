import { fromPromise } from 'xstate';
import { type BillingApi, getBillingHistory } from '../../api/billing';
import { billingHistoryMachine } from '../../machines/billingHistoryMachine';
import { bound } from './bound';

/** A plan's billing history bound to GET pc/gps, a page per read. */
export function bindBillingHistory(api: BillingApi) {
  return bound(
    billingHistoryMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => api.getBillingHistory(input)),
        loadMore: fromPromise(async ({ input }) => {
          const answer = await api.getBillingHistory(input);
          if (!answer.ok) throw answer.problem;
          return answer.value;
        }),
      },
    }),
  );
}

export const liveBillingHistory = bindBillingHistory({ getBillingHistory });
