import * as v from 'valibot';
import { CurrencySchema, LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';
import { Minor, QueryId, QueryInt, SubscriptionTime } from './wire';

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
const InvoiceQuery = v.object({ invoiceId: QueryId, lang: v.optional(LangSchema) });
export type InvoiceQuery = v.InferInput<typeof InvoiceQuery>;
/**
 * What an invoice line is, for the reader's language: the server keeps an English description for
 * logs and older invoices, and this for the screen. plan: a period of a product at a billing
 * cycle (upgrade: the same, bought as an upgrade); trial / freeDays: that period given free for some days; firstMonthDiscount: the new
 * subscriber's first paid month; coupon: a promo or referral code; credit: the unused part of the
 * plan it replaced.
 */
export const InvoiceLineLabel = v.variant('kind', [
  v.object({
    kind: v.picklist(['plan', 'upgrade']),
    productCode: v.string(),
    cycle: SubscriptionTime,
  }),
  v.object({
    kind: v.picklist(['trial', 'freeDays']),
    productCode: v.string(),
    cycle: SubscriptionTime,
    days: v.number(),
  }),
  v.object({ kind: v.literal('firstMonthDiscount'), percent: v.number() }),
  v.object({ kind: v.literal('coupon'), code: v.string() }),
  v.object({ kind: v.literal('credit') }),
]);
export type InvoiceLineLabel = v.InferOutput<typeof InvoiceLineLabel>;

const InvoiceLine = v.object({
  description: v.string(),
  /** null on invoices written before lines were labelled: the description is all there is. */
  label: v.nullable(InvoiceLineLabel),
  amount: Minor,
});
export type InvoiceLine = v.InferOutput<typeof InvoiceLine>;

/** Who the invoice is made out to, as their billing contact read when it was issued. */
const InvoiceBuyer = v.object({
  name: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
});
export const InvoiceResponse = v.object({
  errorCode: v.string(),
  invoice: v.object({
    id: v.number(),
    number: v.string(),
    /** The plan it bills, for the way back to its history. */
    orderId: v.nullable(v.number()),
    productCode: v.nullable(v.string()),
    productName: v.nullable(v.string()),
    buyer: InvoiceBuyer,
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
export type Invoice = v.InferOutput<typeof InvoiceResponse>['invoice'];

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
