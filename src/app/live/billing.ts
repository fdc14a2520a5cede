import { fromPromise } from 'xstate';
import { type BillingApi, getBillingHistory, getInvoice } from '../../api/billing';
import { billingHistoryMachine } from '../../machines/billingHistoryMachine';
import { invoiceMachine } from '../../machines/invoiceMachine';
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

export const liveBillingHistory = bindBillingHistory({ getBillingHistory });
export const liveInvoice = bindInvoice({ getInvoice }, () => window.print());
