import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { eitherWay, realScreens, refusal, showScreen } from '../drivers/heldRequests';
import * as model from '../models/referralWelcomeMachine.model';

/** This browser's storage refusing where the path does: it is synchronous, so it cannot be held. */
function refuseStorage(refused: Record<string, [string, string] | undefined>) {
  for (const name of ['getItem', 'setItem'] as const) {
    const original = Storage.prototype[name] as (this: Storage, ...args: string[]) => never;
    const error = refused[`xstate.error.actor.${name === 'getItem' ? 'wasShown' : 'markShown'}`];
    Storage.prototype[name] = function (this: Storage, key: string, ...rest: string[]) {
      if (key === 'sr.referralWelcomeShown' && error) throw new DOMException(...error);
      return original.call(this, key, ...rest);
    };
  }
}

/** new@ following referrer@'s link in Chromium: the real server makes them a referee. */
export const realBinding = realScreens(model, (sessions) => ({
  async start(path) {
    sessions.changesData();
    const tab = await sessions.open('new@demo.test');
    // Shown before: on an earlier visit it showed the welcome, and the investor closed it.
    if (path.events[0]?.output)
      await (await showScreen(tab, REFERRED_OFFER_URL, referralWelcome)).page.close();
    const refused = Object.fromEntries(path.events.map((e) => [e.type, refusal(e)]));
    await tab.addInitScript(refuseStorage, refused);
    // The account (and with it the offer) is held, so "checking" is seen before storage answers.
    return showScreen(tab, REFERRED_OFFER_URL, referralWelcome, 'getMyPlans');
  },
  // Storage answers at once: its read lets the account through; its write is done once closed.
  events: {
    ...eitherWay('wasShown', (h) => h.held.release('getMyPlans')),
    ...eitherWay('markShown', (h) => h.page.notShown()),
  },
}));
