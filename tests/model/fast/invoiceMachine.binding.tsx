import { cleanup } from '@testing-library/react';
import { expect } from 'vitest';
import type { Invoice } from '../../../src/api/contract/billing';
import type { Result } from '../../../src/api/contract/result';
import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getInvoice'>;
  page: ReturnType<typeof invoicePage>;
  invoice: Invoice | null;
  prints: number;
};

/** One invoice in the real router and views (jsdom), GET pc/uc/se held until answered. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getInvoice');
    const h: H = { api, page: invoicePage(jsdomPerson()), invoice: null, prints: 0 };
    await renderApp({
      url: invoiceUrl(500),
      api: { ...api.fakes, print: () => void h.prints++ },
      getUserInfo: async () => signedInUser(),
    });
    return h;
  },
  events: {
    'xstate.done.actor.loadInvoice': async (h, e) => {
      const output = (e as { output?: Result<{ invoice: Invoice }> }).output;
      if (output?.ok) h.invoice = output.value.invoice;
      await h.api.calls.getInvoice.answer(output);
    },
    'xstate.error.actor.loadInvoice': (h) => h.api.calls.getInvoice.fail(),
    'invoice.retry': (h) => h.page.retry(),
    'invoice.print': async (h) => {
      const before = h.prints;
      await h.page.print();
      expect(h.prints, 'the browser’s print dialog opened once').toBe(before + 1);
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
