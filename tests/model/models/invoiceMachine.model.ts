import type { AnyEventObject } from 'xstate';
import type { Invoice } from '../../../src/api/contract/billing';
import type { Result } from '../../../src/api/contract/result';
import { invoiceMachine } from '../../../src/machines/invoiceMachine';
import { anInvoice } from '../../factories/billing';
import type { invoicePage } from '../../pages/invoice';
import type { MachineModel } from '../machineModel';

type Answer = Result<{ invoice: Invoice }>;
/** The server's answer a path's step says. */
export const answerIn = (e: AnyEventObject) => (e as { output?: Answer }).output;

const WORDS: Record<string, string> = {
  'xstate.error.actor.loadInvoice': 'The invoice cannot be read (network)',
  'invoice.retry': 'The investor clicks Try again',
  'invoice.print': 'The investor clicks Print / Save as PDF',
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
    {
      type: 'xstate.done.actor.loadInvoice',
      output: { ok: true, value: { invoice: anInvoice() } },
    },
    {
      type: 'xstate.done.actor.loadInvoice',
      output: { ok: false, problem: { code: '0004', message: 'invoice not found' } },
    },
    { type: 'xstate.error.actor.loadInvoice', error: new TypeError('offline') },
    { type: 'invoice.retry' },
    { type: 'invoice.print' },
  ] as never,
  describeEvent: (e) => {
    const output = answerIn(e);
    const type = e.type as string;
    if (type !== 'xstate.done.actor.loadInvoice' || !output) return WORDS[type] ?? type;
    return output.ok ? 'The server sends the invoice' : 'The invoice is not this investor’s (0004)';
  },
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
