import { type ApiClient, api } from './client';
import type { BillingHistoryQuery, billingEndpoints, InvoiceQuery } from './contract/billing';
import type { DataOf } from './contract/endpoint';
import type { Result } from './contract/result';

type BillingHistoryPage = DataOf<(typeof billingEndpoints)['getBillingHistory']>;
type InvoiceAnswer = DataOf<(typeof billingEndpoints)['getInvoice']>;

/** The billing noun (server/routes/billing.ts): a plan's charges and their invoices. */
export interface BillingApi {
  /**
   * One page of a plan's billing history, newest first. Refused (0004) when the plan is not the
   * user's; rejects when no answer came.
   */
  getBillingHistory(query: BillingHistoryQuery): Promise<Result<BillingHistoryPage>>;
  /** One invoice. Refused (0004) when it is not the user's; rejects when no answer came. */
  getInvoice(query: InvoiceQuery): Promise<Result<InvoiceAnswer>>;
}

// Only the personal centre reads billing, so its schemas load with it, not with the pricing page.
const contract = () => import('./contract/billing');

function createBillingApi(client: ApiClient): BillingApi {
  return {
    async getBillingHistory(query) {
      const [{ billingEndpoints }, { toResult }] = await Promise.all([
        contract(),
        import('./problem'),
      ]);
      return toResult(client.call(billingEndpoints.getBillingHistory, query));
    },
    async getInvoice(query) {
      const [{ billingEndpoints }, { toResult }] = await Promise.all([
        contract(),
        import('./problem'),
      ]);
      return toResult(client.call(billingEndpoints.getInvoice, query));
    },
  };
}

const billingApi = createBillingApi(api);
export const { getBillingHistory, getInvoice } = billingApi;
