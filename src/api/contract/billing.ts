import * as v from 'valibot';
import { CurrencySchema, LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';
import { Minor, QueryId, QueryInt } from './wire';

/** The most records one page of a plan's billing history holds. */
export const BILLING_PAGE_MAX = 100;

/** Billing history of one plan, newest first, a page at a time. */
const BillingHistoryQuery = v.object({
  orderId: QueryId,
  lang: v.optional(LangSchema),
  pageSize: v.optional(v.pipe(QueryInt, v.minValue(1), v.maxValue(BILLING_PAGE_MAX)), 20),
  pageNumber: v.optional(v.pipe(QueryInt, v.minValue(0), v.maxValue(100_000)), 0),
});
export type BillingHistoryQuery = v.InferInput<typeof BillingHistoryQuery>;

/** paid: money taken; failed: the charge was refused (errorCode says why); free: a trial or free days. */
export const BillingStatus = v.picklist(['paid', 'failed', 'free']);
export type BillingStatus = v.InferOutput<typeof BillingStatus>;

export const BillingRecord = v.object({
  id: v.number(),
  date: v.string(),
  productCode: v.string(),
  productName: v.string(),
  /** The card as charged (kept as it was, even if the card is gone); null: no card was used. */
  paymentMethod: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
  amount: Minor,
  amountPaid: Minor,
  currency: CurrencySchema,
  status: BillingStatus,
  errorCode: v.nullable(v.string()),
  /** The record's invoice (pc/uc/se); none for a refused charge. */
  invoiceId: v.nullable(v.number()),
  invoiceNumber: v.nullable(v.string()),
  periodStart: v.string(),
  periodEnd: v.string(),
});
export type BillingRecord = v.InferOutput<typeof BillingRecord>;

export const BillingHistoryResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  productCode: v.string(),
  productName: v.string(),
  records: v.array(BillingRecord),
  /** Every record of the plan, over all pages. */
  total: v.number(),
  pageSize: v.number(),
  pageNumber: v.number(),
});
export type BillingHistoryResponse = v.InferOutput<typeof BillingHistoryResponse>;

/** One invoice. */
const InvoiceQuery = v.object({ invoiceId: QueryId });
const InvoiceLine = v.object({ description: v.string(), amount: Minor });
export const InvoiceResponse = v.object({
  errorCode: v.string(),
  invoice: v.object({
    id: v.number(),
    number: v.string(),
    billingFrom: v.string(),
    billingTo: v.string(),
    items: v.array(InvoiceLine),
    adjustments: v.array(InvoiceLine),
    subtotal: Minor,
    tax: Minor,
    total: Minor,
    currency: CurrencySchema,
    expiryDate: v.string(),
    issuedAt: v.string(),
  }),
});

export const billingEndpoints = {
  getBillingHistory: {
    method: 'GET',
    path: '/api/v2/ch/pc/gps',
    request: BillingHistoryQuery,
    response: BillingHistoryResponse,
    errors: [ERROR.notFound],
    auth: 'user',
    summary:
      'Billing history of one plan, newest first and paged (date, product, method, amount, paid, status, invoice)',
  },
  getInvoice: {
    method: 'GET',
    path: '/api/v2/ch/pc/uc/se',
    request: InvoiceQuery,
    response: InvoiceResponse,
    errors: [ERROR.notFound],
    auth: 'user',
    summary:
      'One invoice: billing from/to, items, adjustment fees, subtotal, tax, total, expiry date',
  },
} as const satisfies Endpoints;
