import type { BillingRecord } from '../../src/api/contract/billing';
import { formatDate, formatMoney } from '../../src/views/format';
import { button, heading, link, type Person, text } from './person';

/** The billing history of one plan (/pricing/personalcentre/myplans/billing/{orderId}). */
export const billingUrl = (orderId: number) => `/pricing/personalcentre/myplans/billing/${orderId}`;

// What an investor reads there, in English, written out so a changed message fails a test.
export const BILLING_WORDS = {
  loading: 'Loading the billing history…',
  failed: 'The billing history could not be loaded',
  notFound: 'This plan is not in your account',
  back: 'Back to My Plan',
  loadingMore: 'Loading older charges…',
  moreOffline: 'Older charges could not be loaded. Check your connection and try again.',
  moreRefused: (code: string) =>
    `Older charges could not be loaded (Error Code ${code}). Try again.`,
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} charges`,
  more: (n: number) => `Show ${n} older charges`,
  table: (product: string) => `Charges of ${product}`,
} as const;

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A charge's row as a person reads it: its date, amounts, status and invoice, in that order. */
function chargeRow(r: BillingRecord): RegExp {
  const status =
    r.status === 'failed'
      ? `Payment failed (Error Code ${r.errorCode})`
      : r.status === 'paid'
        ? 'Paid'
        : 'Free';
  const method = r.paymentMethod
    ? `${r.paymentMethod.brand} ending in ${r.paymentMethod.last4}`
    : '—';
  const parts = [
    formatDate(r.date, 'en'),
    r.productName,
    method,
    formatMoney(r.amount, r.currency, 'en'),
    formatMoney(r.amountPaid, r.currency, 'en'),
    status,
    r.invoiceNumber ?? 'No invoice',
  ];
  return new RegExp(parts.map(literal).join('.*'));
}

/** What the page shows of the charges read so far. */
export interface ChargesShown {
  productName: string;
  records: BillingRecord[];
  total: number;
}

export function billingPage(p: Person) {
  const table = (product: string) =>
    ({ role: 'table', name: BILLING_WORDS.table(product) }) as const;
  const rows = async ({ productName, records, total }: ChargesShown) => {
    await p.sees(table(productName));
    await p.announces(BILLING_WORDS.showing(records.length, total));
    // A row per charge under the header, the newest first and the oldest read so far last: the
    // page holds the whole span between them. (Found by place: naming each of a hundred rows to
    // find one by its name took 1-2 s in jsdom.)
    const within = table(productName);
    if (records.length) await p.seesCount({ role: 'row', within }, records.length + 1);
    for (const nth of [1, records.length]) {
      const r = records[nth - 1];
      if (r) await p.sees({ role: 'row', nth, within }, chargeRow(r));
    }
  };
  return {
    loading: () => p.announces(BILLING_WORDS.loading),
    failed: () => p.sees({ role: 'alert' }, new RegExp(BILLING_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    notFound: async () => {
      await p.sees(heading(BILLING_WORDS.notFound, 2));
      await p.sees(link(BILLING_WORDS.back));
      await p.seesNo({ role: 'table' });
    },
    /** Every charge read so far is listed, with the count, and more are offered while some are not. */
    listed: async (shown: ChargesShown) => {
      await rows(shown);
      const left = Math.min(50, shown.total - shown.records.length);
      if (left > 0) await p.seesEnabled(button(BILLING_WORDS.more(left)), true);
      else await p.seesNo(button(/older charges/));
      await p.seesNo({ role: 'alert' });
    },
    loadingMore: async (shown: ChargesShown) => {
      await rows(shown);
      await p.seesEnabled(button(BILLING_WORDS.loadingMore), false);
    },
    moreFailed: async (shown: ChargesShown, code: string | null) => {
      await rows(shown);
      await p.sees(
        { role: 'alert' },
        code ? BILLING_WORDS.moreRefused(code) : BILLING_WORDS.moreOffline,
      );
      await p.seesEnabled(button(/^Show \d+ older charges$/), true);
    },
    more: () => p.clicks(button(/^Show \d+ older charges$/)),
    back: () => p.clicks(link(BILLING_WORDS.back)),
    text: (words: string | RegExp) => p.sees(text(words)),
  };
}
