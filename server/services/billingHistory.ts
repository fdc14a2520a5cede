import { and, count, desc, eq } from 'drizzle-orm';
import type { BillingStatus } from '../../src/api/contract/billing';
import type { Currency, Lang } from '../../src/api/contract/common';
import { ERROR } from '../../src/api/contract/errors';
import type { DbOrTx } from '../db/client';
import { billingRecords, invoices, subscriptions, users } from '../db/schema';
import { productName } from '../domain/catalog';
import type { Line } from '../domain/invoiceLines';
import { ApiError } from '../http/errors';

/** The ledger keeps the card as it was charged ("Visa •••• 4242", or "None"). */
function chargedCard(label: string) {
  const match = /^(.+) •••• (\d{4})$/.exec(label);
  return match ? { brand: match[1]!, last4: match[2]! } : null;
}

export interface BillingPage {
  pageSize: number;
  pageNumber: number;
}

/**
 * One page of the billing records of one of the user's plans, newest first (the order an investor
 * looks for the last charge in), with how many there are in all; 404 when the plan is not theirs.
 */
export async function loadBillingHistory(
  db: DbOrTx,
  userId: number,
  orderId: number,
  lang: Lang,
  page: BillingPage,
) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, orderId), eq(subscriptions.userId, userId)));
  if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(billingRecords)
      .where(eq(billingRecords.subscriptionId, sub.id)),
    db
      .select({ record: billingRecords, invoiceNumber: invoices.number })
      .from(billingRecords)
      .leftJoin(invoices, eq(invoices.id, billingRecords.invoiceId))
      .where(eq(billingRecords.subscriptionId, sub.id))
      .orderBy(desc(billingRecords.billedAt), desc(billingRecords.id))
      .limit(page.pageSize)
      .offset(page.pageNumber * page.pageSize),
  ]);
  return {
    orderId: sub.id,
    productCode: sub.productCode,
    productName: productName(sub.productCode, lang),
    total: counted?.total ?? 0,
    ...page,
    records: rows.map(({ record: r, invoiceNumber }) => ({
      id: r.id,
      date: r.billedAt.toISOString(),
      productCode: r.productCode,
      productName: productName(r.productCode, lang),
      paymentMethod: chargedCard(r.paymentMethod),
      amount: r.amount,
      amountPaid: r.amountPaid,
      currency: r.currency as Currency,
      status: r.status as BillingStatus,
      errorCode: r.errorCode,
      invoiceId: r.invoiceId,
      invoiceNumber,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
    })),
  };
}

const labelled = (lines: Line[]) =>
  lines.map((l) => ({ description: l.description, label: l.label ?? null, amount: l.amount }));

/** One of the user's invoices; 404 when it does not exist or belongs to someone else. */
export async function loadInvoice(db: DbOrTx, userId: number, invoiceId: number, lang: Lang) {
  const [found] = await db
    .select({ row: invoices, orderId: billingRecords.subscriptionId, email: users.email })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(billingRecords, eq(billingRecords.invoiceId, invoices.id))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)))
    .limit(1);
  if (!found) throw new ApiError(404, ERROR.notFound, 'invoice not found');
  const { row, orderId } = found;
  const productCode = row.items.find((l) => l.label && 'productCode' in l.label)?.label;
  const code = productCode && 'productCode' in productCode ? productCode.productCode : null;
  return {
    id: row.id,
    number: row.number,
    orderId,
    productCode: code,
    productName: code ? productName(code, lang) : null,
    buyer: row.buyer ?? { name: null, email: found.email, phone: null },
    billingFrom: row.billingFrom.toISOString(),
    billingTo: row.billingTo.toISOString(),
    items: labelled(row.items),
    adjustments: labelled(row.adjustments),
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    currency: row.currency as Currency,
    expiryDate: row.expiryDate.toISOString(),
    issuedAt: row.createdAt.toISOString(),
  };
}
