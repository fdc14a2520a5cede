import type { Browser, Page } from '@playwright/test';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { callApi, expect, HeldRequests, resultOf, Sessions } from '../drivers/heldRequests';
import {
  answered,
  answerIn,
  PRODUCT,
  ROW,
  type RowTruth,
  sees,
} from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof schedulePage>;
  truth: RowTruth;
};

const REFERRER = 'referrer@demo.test';

/**
 * referrer@'s code in effect on Combo Premium, on Redeem Schedule in Chromium against the real
 * server (DELETE pc/ap held). The 0004 refusal is made real first: the code is taken off in
 * another tab before the held delete reaches the server.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start() {
      const tab = await sessions.open(REFERRER);
      const held = new HeldRequests(tab);
      await held.hold('deleteRedemption');
      await tab.goto(SCHEDULE_URL);
      const page = schedulePage(playwrightPerson(tab));
      await page.row(PRODUCT, ROW.promoCode);
      return { tab, held, page, truth: { problem: null } };
    },
    events: {
      'delete.open': (h) => {
        h.truth.problem = null;
        return h.page.openDelete(ROW.promoCode, PRODUCT);
      },
      'delete.confirm': (h) => h.page.confirmDelete(ROW.promoCode),
      'dialog.close': (h) => h.page.keep(ROW.promoCode),
      'xstate.done.actor.deleteRedemption': async (h, e) => {
        const wanted = answerIn(e);
        sessions.changesData();
        if (!wanted.ok) {
          // The same delete, from another tab, reaches the server first.
          const sent = h.held.sent('deleteRedemption', await h.held.waiting('deleteRedemption'));
          await callApi(h.tab, baseURL, 'delete', '/api/v2/ch/pc/ap', sent);
        }
        const { body } = await h.held.release('deleteRedemption');
        const result = resultOf(body);
        expect(result.ok ? 'ok' : result.problem.code, 'the server answers as the path says').toBe(
          wanted.ok ? 'ok' : wanted.problem.code,
        );
        answered(h.truth, result);
      },
      'xstate.error.actor.deleteRedemption': async (h) => {
        await h.held.drop('deleteRedemption', false);
        answered(h.truth, 'network');
      },
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
