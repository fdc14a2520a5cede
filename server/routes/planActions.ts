import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Currency } from '../../src/api/contract/common';
import { ERROR } from '../../src/api/contract/errors';
import { planEndpoints } from '../../src/api/contract/plans';
import type { Tx } from '../db/client';
import { billingRecords, invoices, subscriptions } from '../db/schema';
import { productName } from '../domain/catalog';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { type Payer, payInTransaction } from '../payments/payer';
import { requestHash, runIdempotent } from '../services/idempotency';
import {
  cancelPlan,
  changeFrequency,
  resubscribe,
  switchPaymentMethod,
  upgradePlan,
} from '../services/planActions';

export function registerPlanActionRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.switchPaymentMethod,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) => switchPaymentMethod(tx, user.id, body.orderId, body.cardId)),
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.changeFrequency,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) =>
        changeFrequency(tx, user.id, body.orderId, body.subscriptionTime),
      ),
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.upgradePlan,
    },
    async ({ body, user, reply, deps }) => {
      if (!body.agreement)
        throw new ApiError(
          400,
          ERROR.agreementRequired,
          'Please check the Term Purchase Agreement first',
        );
      const outcome = await runIdempotent(
        deps,
        {
          userId: user.id,
          scope: 'uap',
          key: body.idempotencyKey,
          hash: requestHash(body),
          now: deps.clock.now(),
        },
        (tx, payer) =>
          upgradePlan(tx, deps, payer, user, body.orderId, body.productCode, body.idempotencyKey),
      );
      reply.code(outcome.statusCode);
      return outcome.body;
    },
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.cancelPlan,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) => cancelPlan(tx, deps, user.id, body.orderId)),
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.resubscribe,
    },
    async ({ body, user, reply, deps }) => {
      const run = (tx: Tx, payer: Payer) => resubscribe(tx, deps, payer, user, body.orderId);
      const outcome = body.idempotencyKey
        ? await runIdempotent(
            deps,
            {
              userId: user.id,
              scope: 'rs',
              key: body.idempotencyKey,
              hash: requestHash(body),
              now: deps.clock.now(),
            },
            run,
          )
        : await payInTransaction(deps.db, deps.gateway, run);
      reply.code(outcome.statusCode);
      return outcome.body;
    },
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.getBillingHistory,
    },
    async ({ query, user, deps }) => {
      const [sub] = await deps.db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.id, query.orderId), eq(subscriptions.userId, user.id)));
      if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
      const rows = await deps.db
        .select()
        .from(billingRecords)
        .where(eq(billingRecords.subscriptionId, sub.id))
        .orderBy(asc(billingRecords.billedAt), asc(billingRecords.id));
      return {
        orderId: sub.id,
        productCode: sub.productCode,
        records: rows.map((r) => ({
          id: r.id,
          date: r.billedAt.toISOString(),
          productCode: r.productCode,
          productName: productName(r.productCode, query.lang ?? 'en'),
          paymentMethod: r.paymentMethod,
          amount: r.amount,
          amountPaid: r.amountPaid,
          currency: r.currency as Currency,
          status: r.status,
          errorCode: r.errorCode,
          invoiceId: r.invoiceId,
          periodStart: r.periodStart.toISOString(),
          periodEnd: r.periodEnd.toISOString(),
        })),
      };
    },
  );

  defineRoute(
    app,
    {
      endpoint: planEndpoints.getInvoice,
    },
    async ({ query, user, deps }) => {
      const [row] = await deps.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, query.invoiceId), eq(invoices.userId, user.id)));
      if (!row) throw new ApiError(404, ERROR.notFound, 'invoice not found');
      return {
        invoice: {
          id: row.id,
          number: row.number,
          billingFrom: row.billingFrom.toISOString(),
          billingTo: row.billingTo.toISOString(),
          items: row.items,
          adjustments: row.adjustments,
          subtotal: row.subtotal,
          tax: row.tax,
          total: row.total,
          currency: row.currency as Currency,
          expiryDate: row.expiryDate.toISOString(),
          issuedAt: row.createdAt.toISOString(),
        },
      };
    },
  );
}
