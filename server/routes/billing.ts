import type { FastifyInstance } from 'fastify';
import { billingEndpoints } from '../../src/api/contract/billing';
import { defineRoute } from '../http/route';
import { loadBillingHistory, loadInvoice } from '../services/billingHistory';

/** A plan's billing history (pc/gps) and its invoices (pc/uc/se): the billing noun. */
export function registerBillingRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    { endpoint: billingEndpoints.getBillingHistory },
    async ({ query, user, deps }) =>
      loadBillingHistory(deps.db, user.id, query.orderId, query.lang ?? 'en', {
        pageSize: query.pageSize,
        pageNumber: query.pageNumber,
      }),
  );
  defineRoute(app, { endpoint: billingEndpoints.getInvoice }, async ({ query, user, deps }) => ({
    invoice: await loadInvoice(deps.db, user.id, query.invoiceId, query.lang ?? 'en'),
  }));
}
