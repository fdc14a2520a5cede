import type { Browser } from '@playwright/test';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { callApi, type RealScreen, Sessions } from '../drivers/heldRequests';
import {
  answered,
  answerIn,
  does,
  PRODUCT,
  ROW,
  type Seen,
  sees,
} from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

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
      const held = ['deleteRedemption'];
      const screen = await sessions.openScreen(REFERRER, SCHEDULE_URL, schedulePage, ...held);
      await screen.page.row(PRODUCT, ROW.promoCode);
      return { ...screen, truth: { problem: null } };
    },
    events: {
      ...does,
      'xstate.done.actor.deleteRedemption': async (h, e) => {
        const wanted = answerIn(e);
        sessions.changesData();
        if (!wanted.ok) {
          // The same delete, from another tab, reaches the server first.
          const sent = h.held.sent('deleteRedemption', await h.held.waiting('deleteRedemption'));
          await callApi(h.tab, baseURL, 'delete', '/api/v2/ch/pc/ap', sent);
        }
        answered(h.truth, await h.held.releaseAs('deleteRedemption', wanted));
      },
      'xstate.error.actor.deleteRedemption': async (h) => {
        await h.held.drop('deleteRedemption', false);
        answered(h.truth, 'network');
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
