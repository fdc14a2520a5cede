import type { InvoiceLineLabel } from '../../src/api/contract/billing';
import { CYCLE_NAMES, type Cycle, productName } from './catalog';

/**
 * One line of an invoice or of the billing ledger. The label says what the line is, so the
 * investor reads it in their language; the description is the same in English, for logs, the
 * payment gateway and invoices written before labels existed.
 */
export interface Line {
  description: string;
  label?: InvoiceLineLabel | null;
  /** Minor units; adjustments are negative. */
  amount: number;
}

const named = (productCode: string, cycle: Cycle) =>
  `${productName(productCode)} (${CYCLE_NAMES[cycle]})`;

/** The lines the server writes, one maker per kind of line. */
export const invoiceLine = {
  plan: (productCode: string, cycle: Cycle, amount: number): Line => ({
    description: named(productCode, cycle),
    label: { kind: 'plan', productCode, cycle },
    amount,
  }),
  upgrade: (productCode: string, cycle: Cycle, amount: number): Line => ({
    description: `${named(productCode, cycle)} — upgrade`,
    label: { kind: 'upgrade', productCode, cycle },
    amount,
  }),
  trial: (productCode: string, cycle: Cycle, days: number): Line => ({
    description: `${named(productCode, cycle)} — ${days}-day free trial`,
    label: { kind: 'trial', productCode, cycle, days },
    amount: 0,
  }),
  freeDays: (productCode: string, cycle: Cycle, days: number, code?: string): Line => ({
    description: `${named(productCode, cycle)} — ${days} free days${code ? ` (${code})` : ''}`,
    label: { kind: 'freeDays', productCode, cycle, days },
    amount: 0,
  }),
  firstMonthDiscount: (percent: number, amount: number): Line => ({
    description: `First-month discount ${percent}%`,
    label: { kind: 'firstMonthDiscount', percent },
    amount: -amount,
  }),
  coupon: (code: string, amount: number): Line => ({
    description: `Promo code ${code}`,
    label: { kind: 'coupon', code },
    amount: -amount,
  }),
  credit: (amount: number): Line => ({
    description: 'Credit for the unused part of the previous plan',
    label: { kind: 'credit' },
    amount: -amount,
  }),
};
