import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Invoice } from '../../../src/api/contract/billing';
import { invoiceMachine } from '../../../src/machines/invoiceMachine';
import { anInvoice } from '../../factories/billing';
import type { invoicePage } from '../../pages/invoice';
import { notTheirs, type ReadSeen, readSees, readSteps, sent } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

/** The read's answers: the invoice, or 0004 (not this investor's). */
const found = { ok: true, value: { invoice: anInvoice() } };

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
    ...readSteps('loadInvoice', 'invoice.retry', [found, notTheirs('invoice')]),
    { type: 'invoice.print' },
  ] as never,
  describeEvent: (e) =>
    WORDS[e.type] ?? WORDS[(e as AnyEventObject).output?.ok ? 'found' : 'refused'] ?? e.type,
};

/** What each state looks like, in both runners; `found`: the invoice the server sent. */
export type Seen = ReadSeen<ReturnType<typeof invoicePage>, { invoice: Invoice }> & {
  /** How many times the browser's print dialog has opened (each runner counts its own way). */
  prints: () => Promise<number>;
};
export const sees = {
  ...readSees,
  shown: async (h: Seen, { context }: SnapshotFrom<typeof invoiceMachine>) => {
    await h.page.shown(sent(h).invoice);
    const prints = await h.prints();
    if (prints !== context.printed)
      throw new Error(`the print dialog opened ${prints} times after ${context.printed} clicks`);
  },
};

/** What the investor does, in both runners. */
export const does = {
  'invoice.retry': (h: Seen) => h.page.retry(),
  'invoice.print': (h: Seen) => h.page.print(),
};
