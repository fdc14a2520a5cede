import type { Browser } from '@playwright/test';
import type { ReferralWelcome } from '../../../src/api/contract/plans';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { callApi, HeldRequests, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

type Arranged = { shownFor: string | null; refuse: { getItem: boolean; setItem: boolean } };

const KEY = 'sr.referralWelcomeShown';

/**
 * This browser as the path's steps say, set up before the page loads: localStorage is synchronous,
 * so its answers cannot be held; what it says (shown before, or storage refused) is arranged first.
 */
function arrangeStorage({ key, shownFor, refuse }: Arranged & { key: string }) {
  if (shownFor) localStorage.setItem(key, shownFor);
  for (const name of ['getItem', 'setItem'] as const) {
    const original = Storage.prototype[name] as (this: Storage, ...args: string[]) => never;
    Storage.prototype[name] = function (this: Storage, k: string, ...rest: string[]) {
      if (k === key && refuse[name]) throw new DOMException('blocked', 'SecurityError');
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
      if (path.events.some((e) => e.type === 'xstate.done.actor.wasShown' && e.output)) {
        const query = { referral: 'DEMOREF1' };
        const body = await callApi(tab, baseURL, 'getMyPlans', query);
        shownFor = (body.data as { referralWelcome: ReferralWelcome }).referralWelcome.until;
      }
      const getItem = path.events.some((e) => e.type === 'xstate.error.actor.wasShown');
      const setItem = path.events.some((e) => e.type === 'xstate.error.actor.markShown');
      await tab.addInitScript(arrangeStorage, { key: KEY, shownFor, refuse: { getItem, setItem } });
      // The account (and with it the offer) waits for the first step, so the statechart's
      // starting state is seen before this browser's memory answers.
      const held = new HeldRequests(tab);
      await held.hold('getMyPlans');
      await tab.goto(REFERRED_OFFER_URL);
      return { tab, held, page: referralWelcome(playwrightPerson(tab)) };
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
