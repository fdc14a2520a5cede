import type { Invoice } from '../../src/api/contract/billing';
import { formatDate, formatMoney } from '../../src/views/format';
import { button, heading, link, type Person } from './person';

/** One invoice (/pricing/personalcentre/myplans/invoice/{invoiceId}). */
export const invoiceUrl = (invoiceId: number) =>
  `/pricing/personalcentre/myplans/invoice/${invoiceId}`;

// What an investor reads there, in English, written out so a changed message fails a test.
export const INVOICE_WORDS = {
  loading: 'Loading the invoice…',
  failed: 'The invoice could not be loaded',
  notFound: 'This invoice is not in your account',
  backToPlans: 'Back to My Plan',
  backToHistory: 'Back to billing history',
  print: 'Print / Save as PDF',
  items: 'Items',
  adjustments: 'Adjustment fees',
} as const;

/** The words of a labelled line in English, as the view writes them. */
function lineWords(line: Invoice['items'][number], productName: string): string {
  const label = line.label;
  if (!label) return line.description;
  const cycles = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' } as const;
  switch (label.kind) {
    case 'plan':
      return `${productName}, ${cycles[label.cycle]}`;
    case 'upgrade':
      return `Upgrade to ${productName}, ${cycles[label.cycle]}`;
    case 'trial':
      return `${productName}, ${cycles[label.cycle]}: free trial of ${label.days} ${label.days === 1 ? 'day' : 'days'}`;
    case 'freeDays':
      return `${productName}, ${cycles[label.cycle]}: ${label.days} free ${label.days === 1 ? 'day' : 'days'}`;
    case 'firstMonthDiscount':
      return `First-month discount ${label.percent}%`;
    case 'coupon':
      return `Promo code ${label.code}`;
    case 'credit':
      return 'Credit for the unused part of the previous plan';
  }
}

const money = (invoice: Invoice, minor: number) => formatMoney(minor, invoice.currency, 'en');
const date = (iso: string) => formatDate(iso, 'en');

export function invoicePage(p: Person) {
  const printButton = button(INVOICE_WORDS.print);
  return {
    loading: () => p.announces(INVOICE_WORDS.loading),
    failed: () => p.sees({ role: 'alert' }, new RegExp(INVOICE_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    notFound: async () => {
      await p.sees(heading(INVOICE_WORDS.notFound, 2));
      await p.sees(link(INVOICE_WORDS.backToPlans));
      await p.seesNo({ role: 'article' });
      await p.seesNo(printButton);
    },
    /** Every part of the invoice the spec lists, as the server issued it, and the way to print. */
    shown: async (invoice: Invoice) => {
      const sheet = { role: 'article', name: `Invoice ${invoice.number}` } as const;
      await p.sees(sheet);
      await p.seesTerm('Billing from', date(invoice.billingFrom));
      await p.seesTerm('Billing to', date(invoice.billingTo));
      await p.seesTerm('Expiry date', date(invoice.expiryDate));
      await p.seesTerm('Billing email', invoice.buyer.email);
      await p.seesTerm('Name', invoice.buyer.name ?? undefined);
      await p.seesTerm('Phone number', invoice.buyer.phone ?? undefined);
      for (const [title, lines] of [
        [INVOICE_WORDS.items, invoice.items],
        [INVOICE_WORDS.adjustments, invoice.adjustments],
      ] as const) {
        const table = { role: 'table', name: title } as const;
        await p.sees(table);
        for (const line of lines) {
          const words = lineWords(line, invoice.productName ?? '');
          await p.sees({
            role: 'row',
            name: `${words} ${money(invoice, line.amount)}`,
            within: table,
          });
        }
      }
      await p.seesTerm('Subtotal', money(invoice, invoice.subtotal));
      await p.seesTerm('Tax', money(invoice, invoice.tax));
      await p.seesTerm('Total', money(invoice, invoice.total));
      await p.seesEnabled(printButton, true);
      await p.sees(link(invoice.orderId ? INVOICE_WORDS.backToHistory : INVOICE_WORDS.backToPlans));
    },
    print: () => p.clicks(printButton),
    backToHistory: () => p.clicks(link(INVOICE_WORDS.backToHistory)),
  };
}
