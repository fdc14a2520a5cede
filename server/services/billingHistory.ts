import { and, asc, eq } from 'drizzle-orm';
import type { Currency, Lang } from '../../src/api/contract/common';
import { ERROR } from '../../src/api/contract/errors';
import type { DbOrTx } from '../db/client';
import { billingRecords, invoices, subscriptions } from '../db/schema';
import { productName } from '../domain/catalog';
import { ApiError } from '../http/errors';

/** The billing records of one of the user's plans, oldest first; 404 when the plan is not theirs. */
export async function loadBillingHistory(db: DbOrTx, userId: number, orderId: number, lang: Lang) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, orderId), eq(subscriptions.userId, userId)));
  if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
  const rows = await db
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
      productName: productName(r.productCode, lang),
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
}

/** One of the user's invoices; 404 when it does not exist or belongs to someone else. */
export async function loadInvoice(db: DbOrTx, userId: number, invoiceId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
  if (!row) throw new ApiError(404, ERROR.notFound, 'invoice not found');
  return {
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
  };
}
