import { expect } from 'vitest';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { GATE } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { appPerson } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import * as gate from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding: Binding<gate.Seen & { userInfo: HeldCall; left: () => unknown }> = {
  async start(path) {
    localStorage.clear();
    const userInfo = new HeldCall('getUserInfo');
    const known = gate.knownUser(path);
    // A known user: this browser had one before, so the app's start-up step asks who it is.
    if (known) localStorage.setItem(SESSION_HINT_KEY, '1');
    const app = await renderApp(
      known
        ? { url: '/pricing/pricing', getUserInfo: async () => signedInUser(), resume: true }
        : { url: GATE.deepLink, getUserInfo: userInfo.handle },
    );
    const person = appPerson(app);
    if (known) await gate.knownOpensProtectedPage(person);
    return { userInfo, person, left: () => app.leaveTo.mock.lastCall };
  },
  events: {
    'xstate.done.actor.fetchCurrentUser': (h, e) => h.userInfo.answer(e.output),
    'xstate.error.actor.fetchCurrentUser': (h) => h.userInfo.fail('error'),
  },
  states: {
    ...gate.sees,
    // Allowed in: the app stays, rather than leaving for the protected page's own address.
    allowed: async (h) => {
      await gate.sees.allowed(h);
      expect(h.left(), 'the app left the page').toBeUndefined();
    },
  },
  stop: closeScreen,
};
