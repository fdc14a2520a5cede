import { GATE } from '../../pages/signInGate';
import { holdUserInfo, newBrowsers, serverKnows } from '../drivers/realSession';
import * as gate from '../models/signInGateMachine.model';

/** Sign-in gate against the real server and its real login page. */
export const realBinding = newBrowsers(gate, (baseURL) => ({
  async start({ page, person }, path) {
    const known = gate.knownUser(path);
    // The server knows the member in a path that starts with them or is answered with them.
    const { user } = path.input as { user: { id: number } };
    await serverKnows(page.context(), baseURL, known ? user : path.events[0]?.output);
    const userInfo = await holdUserInfo(page, known);
    await page.goto(known ? '/pricing/pricing' : GATE.deepLink);
    if (known) await gate.knownOpensProtectedPage(person);
    return { userInfo };
  },
  events: {
    // The real server's answer: the member; nobody (id 0) is played at the network.
    'xstate.done.actor.fetchCurrentUser': (h, e) => h.userInfo.answer(e.output),
    // The real server's 401 for nobody.
    'xstate.error.actor.fetchCurrentUser': (h) => h.userInfo.settle((route) => route.continue()),
  },
}));
