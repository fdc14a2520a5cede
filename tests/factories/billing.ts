import type { BillingRecord, Invoice } from '../../src/api/contract/billing';
import type { PlanEvent } from '../../src/api/contract/planActivity';
import type { MyPlan } from '../../src/api/contract/plans';
import type { ProductCode } from '../../src/api/contract/products';
import type { BillingPageAnswer } from '../../src/machines/billingHistoryMachine';
import { myPlan } from './pricing';

const DAY = 24 * 60 * 60 * 1000;
const NEWEST = Date.parse('2026-11-01T00:00:00.000Z');

/**
 * One charge of a plan: `aCharge(3)` is the fourth newest (a month before the third), paid on a
 * Visa 4242 with its invoice; overrides make it refused, free, or another plan's.
 */
export function aCharge(index: number, overrides: Partial<BillingRecord> = {}): BillingRecord {
  const date = new Date(NEWEST - index * 30 * DAY).toISOString();
  return {
    id: 10_000 - index,
    date,
    productCode: 'HK_ALL',
    productName: 'HKEx All-Platform',
    paymentMethod: { brand: 'Visa', last4: '4242' },
    amount: 2900,
    amountPaid: 2900,
    currency: 'USD',
    status: 'paid',
    errorCode: null,
    invoiceId: 500 - index,
    invoiceNumber: `INV-7-${String(index).padStart(4, '0')}`,
    periodStart: date,
    periodEnd: new Date(Date.parse(date) + 30 * DAY).toISOString(),
    ...overrides,
  };
}

/** A refused charge: nothing paid, no invoice, the bank's code. */
const aRefusedCharge = (index: number, errorCode = '5001') =>
  aCharge(index, {
    status: 'failed',
    amountPaid: 0,
    errorCode,
    invoiceId: null,
    invoiceNumber: null,
  });

/** Page `pageNumber` (of `size`) of a history of `total` charges, newest first. */
export function aBillingPage(total: number, pageNumber = 0, size = 50): BillingPageAnswer {
  const from = pageNumber * size;
  const count = Math.max(0, Math.min(size, total - from));
  return {
    productName: 'HKEx All-Platform',
    total,
    records: Array.from({ length: count }, (_, i) =>
      (from + i) % 7 === 3 ? aRefusedCharge(from + i) : aCharge(from + i),
    ),
  };
}

/**
 * The invoice of the first paid month of a monthly HKEx All-Platform plan with the new
 * subscriber's 30 % off; overrides make it another's or an older, unlabelled one.
 */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 500,
    number: 'INV-7-20261101-IN0',
    orderId: 7,
    productCode: 'HK_ALL',
    productName: 'HKEx All-Platform',
    buyer: { name: 'Chan Tai Man', email: 'chan@example.com', phone: '+852 9000 0000' },
    billingFrom: '2026-11-01T00:00:00.000Z',
    billingTo: '2026-12-01T00:00:00.000Z',
    items: [
      {
        description: 'HKEx All-Platform (Monthly)',
        label: { kind: 'plan', productCode: 'HK_ALL', cycle: 1 },
        amount: 2900,
      },
    ],
    adjustments: [
      {
        description: 'First-month discount 30%',
        label: { kind: 'firstMonthDiscount', percent: 30 },
        amount: -870,
      },
    ],
    subtotal: 2030,
    tax: 0,
    total: 2030,
    currency: 'USD',
    expiryDate: '2026-12-01T00:00:00.000Z',
    issuedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** What happened to active@'s plan, newest first: bought with a trial, then charged. */
export function aPlanActivity(): PlanEvent[] {
  const card = { brand: 'Visa', last4: '4242' };
  return [
    {
      id: 3,
      kind: 'cancelled',
      at: '2026-11-20T08:30:00.000Z',
      details: { reason: 'too_expensive', note: 'Back next year' },
    },
    {
      id: 2,
      kind: 'charged',
      at: '2026-11-08T00:00:00.000Z',
      details: { amount: 2030, currency: 'USD', card },
    },
    {
      id: 1,
      kind: 'bought',
      at: '2026-11-01T00:00:00.000Z',
      details: { productCode: 'HK_ALL', cycle: 1, currency: 'USD', card },
    },
  ];
}

/**
 * A plan just bought with a week of free trial from `since` (free to cancel for its first three
 * days), as the server lists it: the first payment is due when the trial ends.
 */
export function aTrialPlan(code: ProductCode, since: string, overrides: Partial<MyPlan> = {}) {
  const after = (days: number) => new Date(Date.parse(since) + days * DAY).toISOString();
  return myPlan(code, {
    status: 'trial',
    purchasedSince: since,
    startDate: since,
    nextPaymentDate: after(7),
    expiryDate: null,
    trialEndsAt: after(7),
    inTrial: true,
    freeCancelUntil: after(3),
    canCancelFree: true,
    ...overrides,
  });
}
