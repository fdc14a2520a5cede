import { newAccount, priceList } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

type H = Seen & { wasShown: HeldCall; markShown: HeldCall };

/** Offer selection for a referred user (jsdom): the browser's memory of the welcome held. */
export const binding: Binding<H> = {
  async start(path) {
    const wasShown = new HeldCall('wasShown');
    const markShown = new HeldCall('markShown');
    const account = newAccount({ referralWelcome: path.states[0]?.context.offer });
    await renderApp({
      url: REFERRED_OFFER_URL,
      api: { getPriceList: async () => priceList(), getMyPlans: async () => account },
      getUserInfo: async () => signedInUser(),
      memory: { wasShown: wasShown.handle, markShown: markShown.handle },
    });
    return { wasShown, markShown, page: referralWelcome(jsdomPerson()) };
  },
  events: {
    ...does,
    // The browser's memory answers as the path's step says, with its output or error.
    'xstate.done.actor.wasShown': (h, e) => h.wasShown.answer(e.output),
    'xstate.error.actor.wasShown': (h, e) => h.wasShown.fail(e.error),
    'xstate.done.actor.markShown': (h) => h.markShown.answer(undefined),
    'xstate.error.actor.markShown': (h, e) => h.markShown.fail(e.error),
  },
  states: sees,
  stop: closeScreen,
};
