import type { Browser } from '@playwright/test';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { type RealScreen, refusal, Sessions, showScreen } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

/**
 * This browser's storage refusing as the path's steps say, set up before the page loads:
 * localStorage is synchronous, so its answers cannot be held.
 */
function refuseStorage(refuse: Record<string, [string, string] | undefined>) {
  for (const name of ['getItem', 'setItem'] as const) {
    const original = Storage.prototype[name] as (this: Storage, ...args: string[]) => never;
    Storage.prototype[name] = function (this: Storage, key: string, ...rest: string[]) {
      if (key === 'sr.referralWelcomeShown' && refuse[name])
        throw new DOMException(...refuse[name]);
      return original.call(this, key, ...rest);
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
      // Shown before (the path's first step is this browser's answer): on an earlier visit it
      // showed the welcome, and the investor closed it.
      if (path.events[0]?.output)
        await (await showScreen(tab, REFERRED_OFFER_URL, referralWelcome)).page.close();
      const getItem = refusal(path.events.find((e) => e.type === 'xstate.error.actor.wasShown'));
      const setItem = refusal(path.events.find((e) => e.type === 'xstate.error.actor.markShown'));
      // The account (and with it the offer) waits for the first step, so the statechart's
      // starting state is seen before this browser's memory answers.
      await tab.addInitScript(refuseStorage, { getItem, setItem });
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
