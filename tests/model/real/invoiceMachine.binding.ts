import type { Browser, Page } from '@playwright/test';
import type { BillingHistoryResponse, Invoice } from '../../../src/api/contract/billing';
import type { Result } from '../../../src/api/contract/result';
import { invoicePage, invoiceUrl } from '../../pages/invoice';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { callApi, expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { sees } from '../models/invoiceMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof invoicePage>;
  invoice: Invoice | null;
};

/** active@'s first paid month: a plan line and the new subscriber's first-month discount. */
const MEMBER = 'active@demo.test';
/** An invoice id no demo account has: an invoice that is not the investor's. */
const NOT_MINE = 999_999;

const firstAnswer = (path: { events: { type: string }[] }) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadInvoice') as
    | { output: Result<{ invoice: Invoice }> }
    | undefined;

/** The browser's print dialog, counted instead of opened (headless Chromium has none to show). */
const countPrints = () => {
  const w = window as unknown as { print: () => void; prints?: number };
  w.print = () => {
    w.prints = (w.prints ?? 0) + 1;
  };
};
const printsOf = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { prints?: number }).prints ?? 0);

/** One invoice in Chromium against the real server (GET pc/uc/se held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const tab = await sessions.open(MEMBER);
      await tab.addInitScript(countPrints);
      const plan = (await myPlans(tab, baseURL)).find((p) => p.productCode === 'HK_ALL');
      if (!plan) throw new Error(`${MEMBER} has no HKEx All-Platform plan`);
      const history = (await callApi(tab, baseURL, 'get', '/api/v2/ch/pc/gps', {
        orderId: String(plan.orderId),
      })) as unknown as BillingHistoryResponse;
      const withDiscount = history.records.findLast((r) => r.status === 'paid');
      if (!withDiscount?.invoiceId) throw new Error(`${MEMBER} has no paid charge`);
      const answer = firstAnswer(path)?.output;
      const held = new HeldRequests(tab);
      await held.hold('getInvoice');
      await tab.goto(invoiceUrl(answer && !answer.ok ? NOT_MINE : withDiscount.invoiceId));
      return { tab, held, page: invoicePage(playwrightPerson(tab)), invoice: null };
    },
    events: {
      // The real server answers; the page must show the invoice it really issued.
      'xstate.done.actor.loadInvoice': async (h, e) => {
        const wanted = (e as { output?: Result<{ invoice: Invoice }> }).output;
        const { status, body } = await h.held.release('getInvoice');
        expect(status === 200, 'the server finds the invoice').toBe(wanted?.ok ?? false);
        if (status !== 200) return;
        const { invoice } = body as unknown as { invoice: Invoice };
        expect(invoice.adjustments.length, 'a paid month with its discount').toBeGreaterThan(0);
        h.invoice = invoice;
      },
      'xstate.error.actor.loadInvoice': (h) => h.held.drop('getInvoice', false),
      'invoice.retry': (h) => h.page.retry(),
      'invoice.print': async (h) => {
        const before = await printsOf(h.tab);
        await h.page.print();
        await expect.poll(() => printsOf(h.tab), 'the print dialog opened once').toBe(before + 1);
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
