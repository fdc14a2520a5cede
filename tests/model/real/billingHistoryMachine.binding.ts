import type { Browser, Page } from '@playwright/test';
import type { BillingHistoryResponse } from '../../../src/api/contract/billing';
import type { Result } from '../../../src/api/contract/result';
import type { BillingPageAnswer } from '../../../src/machines/billingHistoryMachine';
import { billingPage, billingUrl, type ChargesShown } from '../../pages/billing';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { LONG, sees } from '../models/billingHistoryMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof billingPage>;
  shown: ChargesShown;
  failureCode: string | null;
};

/** active@'s plan has four charges; a long history is added through the server's test hook. */
const MEMBER = 'active@demo.test';
/** An order id no demo account has: the history of a plan that is not the investor's. */
const NOT_MINE = 999_999;

const firstPage = (path: { events: { type: string }[] }) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadPage') as
    | { output: Result<BillingPageAnswer> }
    | undefined;

/** A plan's billing history in Chromium against the real server (GET pc/gps held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const tab = await sessions.open(MEMBER);
      const answer = firstPage(path)?.output;
      const plan = (await myPlans(tab, baseURL)).find((p) => p.productCode === 'HK_ALL');
      if (!plan) throw new Error(`${MEMBER} has no HKEx All-Platform plan`);
      if (answer?.ok && answer.value.total > 50) {
        sessions.changesData();
        const added = await tab.request.post('/__test/history', {
          data: { email: MEMBER, count: LONG - 4 },
          headers: { origin: baseURL },
        });
        expect(added.ok(), 'a long history added').toBe(true);
      }
      const held = new HeldRequests(tab);
      await held.hold('getBillingHistory');
      await tab.goto(billingUrl(answer && !answer.ok ? NOT_MINE : plan.orderId));
      return {
        tab,
        held,
        page: billingPage(playwrightPerson(tab)),
        shown: { productName: '', records: [], total: 0 },
        failureCode: null,
      };
    },
    events: {
      // The real server answers; the page must show what this plan really has.
      'xstate.done.actor.loadPage': async (h, e) => {
        const wanted = (e as { output?: Result<BillingPageAnswer> }).output;
        const { status, body } = await h.held.release('getBillingHistory');
        expect(status === 200, 'the server finds the plan').toBe(wanted?.ok ?? false);
        if (status !== 200) return;
        const page = body as unknown as BillingHistoryResponse;
        expect(page.total, 'as long a history as the path has').toBe(
          wanted?.ok ? wanted.value.total : -1,
        );
        h.shown = { productName: page.productName, records: page.records, total: page.total };
      },
      'xstate.error.actor.loadPage': (h) => h.held.drop('getBillingHistory', false),
      'xstate.done.actor.loadMore': async (h) => {
        const page = (await h.held.release('getBillingHistory'))
          .body as unknown as BillingHistoryResponse;
        h.shown = { ...h.shown, records: [...h.shown.records, ...page.records], total: page.total };
      },
      'xstate.error.actor.loadMore': (h) => h.held.drop('getBillingHistory', false),
      'history.retry': (h) => h.page.retry(),
      'history.more': (h) => h.page.more(),
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
