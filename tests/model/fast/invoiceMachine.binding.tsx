import { expect } from 'vitest';
import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { answerIn, does, type Seen, sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

/**
 * One invoice in the real router and views (jsdom), GET pc/uc/se held until answered; the
 * browser's print dialog is held too, so each time the page opens it is counted.
 */
export const binding: Binding<Seen & { api: HeldApi<'getInvoice' | 'print'> }> = {
  start: async () => ({
    ...(await openScreen(invoiceUrl(500), invoicePage, 'getInvoice', 'print')),
    invoice: null,
  }),
  events: {
    ...does,
    'xstate.done.actor.loadInvoice': (h, e) => {
      const answer = answerIn(e);
      if (answer?.ok) h.invoice = answer.value.invoice;
      return h.api.calls.getInvoice.answer(answer);
    },
    'xstate.error.actor.loadInvoice': (h) => h.api.calls.getInvoice.fail(),
    'invoice.print': async (h) => {
      const prints = h.api.calls.print.calls;
      const before = prints.length;
      await h.page.print();
      expect(prints.length, 'the browser’s print dialog opened once').toBe(before + 1);
    },
  },
  states: sees,
  stop: closeScreen,
};
