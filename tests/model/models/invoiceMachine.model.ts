import assert from 'node:assert/strict';
import type { SnapshotFrom } from 'xstate';
import { invoiceMachine } from '../../../src/machines/invoiceMachine';
import { anInvoice } from '../../factories/billing';
import type { invoicePage } from '../../pages/invoice';
import { notTheirs, type ReadSeen, readSees, readSteps, sent } from '../drivers/ownRead';
import type { MachineModel } from '../machineModel';

/** The read's answers: the invoice, or 0004 (not this investor's). */
const found = { ok: true, value: { invoice: anInvoice() } };
const refused = notTheirs('invoice');

export const model: MachineModel<typeof invoiceMachine> = {
  machine: invoiceMachine,
  starts: [
    {
      description: 'An investor opens an invoice from a plan’s billing history',
      input: { invoiceId: 500, lang: 'en' },
    },
  ],
  events: [
    ...readSteps('loadInvoice', 'invoice.retry', [found, refused]),
    { type: 'invoice.print' },
  ] as never,
};

/** What each state looks like, in both runners; `found`: the invoice the server sent. */
export type Seen = ReadSeen<ReturnType<typeof invoicePage>, typeof found.value> & {
  /** How many times the browser's print dialog has opened (each runner counts its own way). */
  prints: () => Promise<number>;
};
export const sees = {
  ...readSees,
  shown: async (h: Seen, { context }: SnapshotFrom<typeof invoiceMachine>) => {
    await h.page.shown(sent(h).invoice);
    assert.equal(await h.prints(), context.printed, 'the print dialog opens once per click');
  },
};

/** What the investor does, in both runners. */
export const does = {
  'invoice.retry': (h: Seen) => h.page.retry(),
  'invoice.print': (h: Seen) => h.page.print(),
};
