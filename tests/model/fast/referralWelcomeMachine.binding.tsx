import { newAccount, priceList } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { referralWelcome } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { closeScreen, HeldCall, holdApi } from '../drivers/heldApi';
import { does, OFFER, OFFER_URL, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

type H = Seen & { wasShown: HeldCall; markShown: HeldCall };

/** Offer selection for a referred user (jsdom): the browser's memory of the welcome held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getPriceList', 'getMyPlans');
    const wasShown = new HeldCall('wasShown');
    const markShown = new HeldCall('markShown');
    await renderApp({
      url: OFFER_URL,
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
      memory: { wasShown: wasShown.handle, markShown: markShown.handle },
    });
    await api.calls.getPriceList.answer(priceList());
    await api.calls.getMyPlans.answer(newAccount({ referralWelcome: OFFER }));
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
