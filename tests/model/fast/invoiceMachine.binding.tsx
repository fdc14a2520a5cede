import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { closeScreen, type HeldApi, heldRead, openScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

/** One invoice in the real router and views (jsdom): GET pc/uc/se held, print dialogs counted. */
export const binding: Binding<Seen & { api: HeldApi<'getInvoice' | 'print'> }> = {
  async start() {
    const screen = await openScreen(invoiceUrl(500), invoicePage, 'getInvoice', 'print');
    return { ...screen, found: null, prints: async () => screen.api.calls.print.calls.length };
  },
  events: { ...does, ...heldRead('loadInvoice', 'getInvoice') },
  states: sees,
  stop: closeScreen,
};
