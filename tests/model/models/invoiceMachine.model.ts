import type { AnyEventObject } from 'xstate';
import type { Invoice } from '../../../src/api/contract/billing';
import type { Result } from '../../../src/api/contract/result';
import { invoiceMachine } from '../../../src/machines/invoiceMachine';
import { anInvoice } from '../../factories/billing';
import type { invoicePage } from '../../pages/invoice';
import type { MachineModel } from '../machineModel';

/** The server's answer a path's step says: the invoice, or 0004 (not this investor's). */
export type Found = { invoice: Invoice };
export const answerIn = (e: AnyEventObject): Result<Found> | undefined => e.output;
const found = { ok: true, value: { invoice: anInvoice() } };
const refused = { ok: false, problem: { code: '0004', message: 'invoice not found' } };

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadInvoice': 'The invoice cannot be read (network)',
  'invoice.retry': 'The investor clicks Try again',
  'invoice.print': 'The investor clicks Print / Save as PDF',
  // The read's two answers, by what the server says.
  found: 'The server sends the invoice',
  refused: 'The invoice is not this investor’s (0004)',
};

export const model: MachineModel<typeof invoiceMachine> = {
  machine: invoiceMachine,
  starts: [
    {
      description: 'An investor opens an invoice from a plan’s billing history',
      input: { invoiceId: 500, lang: 'en' },
    },
  ],
  events: [
    { type: 'xstate.done.actor.loadInvoice', output: found },
    { type: 'xstate.done.actor.loadInvoice', output: refused },
    { type: 'xstate.error.actor.loadInvoice', error: new TypeError('offline') },
    { type: 'invoice.retry' },
    { type: 'invoice.print' },
  ] as never,
  describeEvent: (e) => WORDS[e.type] ?? WORDS[answerIn(e)?.ok ? 'found' : 'refused'] ?? e.type,
};

/** What each state looks like, in both runners; `invoice`: what the server really answered. */
export type Seen = { page: ReturnType<typeof invoicePage>; invoice: Invoice | null };
export const sees: Record<string, (h: Seen) => Promise<void>> = {
  'tag:busy': (h) => h.page.loading(),
  failed: (h) => h.page.failed(),
  notFound: (h) => h.page.notFound(),
  shown: async (h) => {
    if (!h.invoice) throw new Error('the path showed an invoice the server never sent');
    await h.page.shown(h.invoice);
  },
};

/** What the investor does, in both runners (printing is counted by each runner its own way). */
export const does = { 'invoice.retry': (h: Seen) => h.page.retry() };
