import type { Browser, Page } from '@playwright/test';
import type { BillingHistoryResponse } from '../../../src/api/contract/billing';
import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { callApi, expect, type RealScreen } from '../drivers/heldRequests';
import { ownScreens, releaseFound } from '../drivers/ownScreens';
import { answerIn, does, type Found, type Seen, sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

/** The browser's print dialog, counted instead of opened (headless Chromium has none to show). */
const COUNT_PRINTS = 'window.prints = 0; window.print = () => { window.prints += 1; };';
const printsOf = (tab: Page) => tab.evaluate<number>('window.prints');

/** active@'s first paid month (a plan line and the first-month discount) in Chromium (GET pc/uc/se held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const screens = ownScreens(browser, baseURL);
  const firstPaid = async ({ tab }: RealScreen, orderId: number) => {
    await tab.addInitScript(COUNT_PRINTS);
    const query = { orderId: String(orderId) };
    const history = await callApi(tab, baseURL, 'get', '/api/v2/ch/pc/gps', query);
    const { records } = history as unknown as BillingHistoryResponse;
    const paid = records.findLast((r) => r.status === 'paid');
    if (!paid?.invoiceId) throw new Error('active@demo.test has no paid charge');
    return paid.invoiceId;
  };
  return {
    async start(path) {
      const screen = await screens.open(path, {
        actor: 'loadInvoice',
        call: 'getInvoice',
        url: invoiceUrl,
        pageOf: invoicePage,
        own: firstPaid,
      });
      return { ...screen, invoice: null };
    },
    events: {
      ...does,
      // The real server answers; the page must show the invoice it really issued.
      'xstate.done.actor.loadInvoice': async (h, e) => {
        const what = 'the server finds the invoice';
        const found = await releaseFound<Found>(h.held, 'getInvoice', answerIn(e), what);
        if (!found) return;
        const discounts = found.invoice.adjustments.length;
        expect(discounts, 'a paid month with its discount').toBeGreaterThan(0);
        h.invoice = found.invoice;
      },
      'xstate.error.actor.loadInvoice': (h) => h.held.drop('getInvoice', false),
      'invoice.print': async (h) => {
        const before = await printsOf(h.tab);
        await h.page.print();
        await expect.poll(() => printsOf(h.tab), 'the print dialog opened once').toBe(before + 1);
      },
    },
    states: sees,
    stop: screens.close,
  };
}
