import type { Browser } from '@playwright/test';
import type { ReferralWelcome } from '../../../src/api/contract/plans';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import {
  callApi,
  firstOutput,
  type RealScreen,
  refusal,
  Sessions,
  showScreen,
} from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

type Arranged = { shownFor: string | null; refuse: Record<string, [string, string] | undefined> };

/**
 * This browser as the path's steps say, set up before the page loads: localStorage is synchronous,
 * so its answers cannot be held; what it says (shown before, or storage refused) is arranged first.
 */
function arrangeStorage({ shownFor, refuse }: Arranged) {
  const key = 'sr.referralWelcomeShown';
  if (shownFor) localStorage.setItem(key, shownFor);
  for (const name of ['getItem', 'setItem'] as const) {
    const original = Storage.prototype[name] as (this: Storage, ...args: string[]) => never;
    Storage.prototype[name] = function (this: Storage, k: string, ...rest: string[]) {
      if (k === key && refuse[name]) throw new DOMException(...refuse[name]);
      return original.call(this, k, ...rest);
    };
  }
}

/**
 * new@ following referrer@'s link to offer selection in Chromium against the real server, which
 * makes them a referee and answers with the welcome offer.
 */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      sessions.changesData();
      const tab = await sessions.open('new@demo.test');
      let shownFor: string | null = null;
      if (firstOutput(path, 'xstate.done.actor.wasShown')) {
        const body = await callApi(tab, baseURL, 'getMyPlans', { referral: 'DEMOREF1' });
        shownFor = (body.data as { referralWelcome: ReferralWelcome }).referralWelcome.until;
      }
      const getItem = refusal(path.events.find((e) => e.type === 'xstate.error.actor.wasShown'));
      const setItem = refusal(path.events.find((e) => e.type === 'xstate.error.actor.markShown'));
      // The account (and with it the offer) waits for the first step, so the statechart's
      // starting state is seen before this browser's memory answers.
      await tab.addInitScript(arrangeStorage, { shownFor, refuse: { getItem, setItem } });
      return showScreen(tab, REFERRED_OFFER_URL, referralWelcome, 'getMyPlans');
    },
    // The browser's storage answers at once (arranged above): its read lets the account through,
    // and its write (or refusal) is done once the welcome has gone.
    events: {
      ...does,
      'xstate.done.actor.wasShown': (h) => h.held.release('getMyPlans'),
      'xstate.error.actor.wasShown': (h) => h.held.release('getMyPlans'),
      'xstate.done.actor.markShown': (h) => h.page.notShown(),
      'xstate.error.actor.markShown': (h) => h.page.notShown(),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
