import { fromPromise } from 'xstate';
import { type BillingApi, getBillingHistory, getInvoice } from '../../api/billing';
import { getPlanActivity, type PlanActivityApi } from '../../api/planActivity';
import { billingHistoryMachine } from '../../machines/billingHistoryMachine';
import { invoiceMachine } from '../../machines/invoiceMachine';
import { planActivityMachine } from '../../machines/planActivityMachine';
import { bound } from './bound';

/** A plan's billing history bound to GET pc/gps, a page per read. */
export function bindBillingHistory(api: Pick<BillingApi, 'getBillingHistory'>) {
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

/** One invoice bound to GET pc/uc/se, printed by the browser's own dialog. */
export function bindInvoice(api: Pick<BillingApi, 'getInvoice'>, print: () => void) {
  return bound(
    invoiceMachine.provide({
      actors: { loadInvoice: fromPromise(({ input }) => api.getInvoice(input)) },
      actions: { print: () => print() },
    }),
  );
}

/** What happened to a plan, bound to GET pc/ua; shown beside its billing history. */
export function bindPlanActivity(api: PlanActivityApi) {
  return bound(
    planActivityMachine.provide({
      actors: { loadActivity: fromPromise(({ input }) => api.getPlanActivity(input)) },
    }),
  );
}

export const liveBillingHistory = bindBillingHistory({ getBillingHistory });
export const liveInvoice = bindInvoice({ getInvoice }, () => window.print());
export const livePlanActivity = bindPlanActivity({ getPlanActivity });
