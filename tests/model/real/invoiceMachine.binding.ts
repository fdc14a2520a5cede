import type { Browser } from '@playwright/test';
import type { BillingRecord, Invoice } from '../../../src/api/contract/billing';
import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { callApi, expect, type RealScreen } from '../drivers/heldRequests';
import { ownScreens, releasedRead } from '../drivers/ownScreens';
import { does, type Seen, sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

/** active@'s first paid month (a plan line and the first-month discount) in Chromium (GET pc/uc/se held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const screens = ownScreens(browser, baseURL);
  const screen = {
    actor: 'loadInvoice',
    call: 'getInvoice',
    url: invoiceUrl,
    pageOf: invoicePage,
    /** The plan's first paid month; the print dialog counted, not opened (headless has none). */
    own: async ({ tab }: RealScreen, orderId: number) => {
      await tab.addInitScript('window.prints = 0; window.print = () => { window.prints += 1; };');
      const history = await callApi(tab, baseURL, 'getBillingHistory', { orderId: `${orderId}` });
      const paid = (history.records as BillingRecord[]).findLast((r) => r.status === 'paid');
      if (!paid?.invoiceId) throw new Error('active@demo.test has no paid charge');
      return paid.invoiceId;
    },
  };
  return {
    async start(path) {
      const opened = await screens.open(path, screen);
      return { ...opened, found: null, prints: () => opened.tab.evaluate('window.prints') };
    },
    events: {
      ...does,
      // The real server answers; the page must show the invoice it really issued.
      ...releasedRead(screen, 'the server finds the invoice', ({ invoice }: { invoice: Invoice }) =>
        expect(invoice.adjustments.length, 'a paid month with its discount').toBeGreaterThan(0),
      ),
    },
    states: sees,
    stop: screens.close,
  };
}
