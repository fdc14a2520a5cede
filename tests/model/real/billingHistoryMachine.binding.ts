import type { Browser } from '@playwright/test';
import type { Result } from '../../../src/api/contract/result';
import type { BillingPageAnswer } from '../../../src/machines/billingHistoryMachine';
import { billingPage, billingUrl } from '../../pages/billing';
import { expect, firstOutput, type RealScreen } from '../drivers/heldRequests';
import { ownScreens, releaseFound } from '../drivers/ownScreens';
import {
  answerIn,
  does,
  noCharges,
  readOlder,
  type Seen,
  sees,
} from '../models/billingHistoryMachine.model';
import type { Binding } from '../runner';

/**
 * A plan's billing history in Chromium against the real server (GET pc/gps held): active@'s plan
 * has four charges; a long history is added through the server's test hook.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const screens = ownScreens(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<Result<BillingPageAnswer>>(path, 'xstate.done.actor.loadPage');
      const screen = await screens.open(path, {
        actor: 'loadPage',
        call: 'getBillingHistory',
        url: billingUrl,
        pageOf: billingPage,
        own: async ({ tab }, orderId) => {
          if (!first?.ok || first.value.total <= 50) return orderId;
          screens.sessions.changesData();
          const added = await tab.request.post('/__test/history', {
            data: { email: 'active@demo.test', count: first.value.total - 4 },
            headers: { origin: baseURL },
          });
          expect(added.ok(), 'a long history added').toBe(true);
          return orderId;
        },
      });
      return { ...screen, shown: noCharges() };
    },
    events: {
      ...does,
      // The real server answers; the page must show what this plan really has.
      'xstate.done.actor.loadPage': async (h, e) => {
        const wanted = answerIn(e);
        const what = 'the server finds the plan';
        const call = 'getBillingHistory';
        const page = await releaseFound<BillingPageAnswer>(h.held, call, wanted, what);
        if (!page) return;
        const total = wanted?.ok ? wanted.value.total : -1;
        expect(page.total, 'as long a history as the path has').toBe(total);
        h.shown = page;
      },
      'xstate.error.actor.loadPage': (h) => h.held.drop('getBillingHistory', false),
      'xstate.done.actor.loadMore': async (h) => {
        const { body } = await h.held.release('getBillingHistory');
        readOlder(h, body as unknown as BillingPageAnswer);
      },
      'xstate.error.actor.loadMore': (h) => h.held.drop('getBillingHistory', false),
    },
    states: sees,
    stop: screens.close,
  };
}
