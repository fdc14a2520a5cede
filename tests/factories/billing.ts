import type { BillingRecord } from '../../src/api/contract/billing';
import type { BillingPageAnswer } from '../../src/machines/billingHistoryMachine';

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
export const aRefusedCharge = (index: number, errorCode = '5001') =>
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
