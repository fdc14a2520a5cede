import { GATE } from '../../pages/signInGate';
import { signedInUser } from '../../unit/views/appHarness';
import { openWholeApp, wholeApp } from '../drivers/appPerson';
import { answeredBy, type Held } from '../drivers/held';
import * as gate from '../models/signInGateMachine.model';

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding = wholeApp<gate.Seen & { userInfo: Held }>(
  gate,
  async (path) => {
    // A known user: this browser had one before, so the app's start-up step asks who it is.
    const known = gate.knownUser(path);
    const { person, server } = await openWholeApp(
      known
        ? { url: '/pricing/pricing', hadUserBefore: true, user: signedInUser() }
        : { url: GATE.deepLink, hold: 'getUserInfo' },
    );
    if (known) await gate.knownOpensProtectedPage(person);
    return { person, userInfo: server.userInfo };
  },
  // The person's address is where the app left for, if it did: `allowed` also sees that it stayed.
  answeredBy('fetchCurrentUser', 'userInfo'),
);
