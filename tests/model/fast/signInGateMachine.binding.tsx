import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { GATE } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { appPerson } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import * as gate from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding: Binding<gate.Seen & { userInfo: HeldCall }> = {
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
    return { userInfo, person };
  },
  events: {
    'xstate.done.actor.fetchCurrentUser': (h, e) => h.userInfo.answer(e.output),
    'xstate.error.actor.fetchCurrentUser': (h) => h.userInfo.fail('error'),
  },
  // The person's address is where the app left for, if it did: `allowed` also sees that it stayed.
  states: gate.sees,
  stop: closeScreen,
};
