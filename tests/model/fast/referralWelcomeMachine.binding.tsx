import { cleanup } from '@testing-library/react';
import { newAccount, priceList } from '../../factories/pricing';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { HeldCall, holdApi } from '../drivers/heldApi';
import { OFFER, OFFER_URL, sees, WELCOME } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

type H = { wasShown: HeldCall; markShown: HeldCall; person: Person };

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
    return { wasShown, markShown, person: jsdomPerson() };
  },
  events: {
    'xstate.done.actor.wasShown': (h, e) => h.wasShown.answer((e as { output?: boolean }).output),
    'xstate.error.actor.wasShown': (h) =>
      h.wasShown.fail(new DOMException('blocked', 'SecurityError')),
    'welcome.close': (h) => h.person.clicks({ role: 'button', name: 'Got it', within: WELCOME }),
    'xstate.done.actor.markShown': (h) => h.markShown.answer(undefined),
    'xstate.error.actor.markShown': (h) =>
      h.markShown.fail(new DOMException('blocked', 'SecurityError')),
  },
  states: sees,
  stop: async () => cleanup(),
};
