import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { BASE_PATH } from '../../../src/app/basePath';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { GATE } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { HeldCall } from '../drivers/heldApi';
import { knownUser, type Seen, sees } from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

type App = Awaited<ReturnType<typeof renderApp>>;

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding: Binding<Seen & { app: App; userInfo: HeldCall }> = {
  async start(path) {
    localStorage.clear();
    const userInfo = new HeldCall('getUserInfo');
    let app: App;
    if (knownUser(path)) {
      // The app learned who the user is at start-up; then they follow a link to a protected page.
      localStorage.setItem(SESSION_HINT_KEY, '1');
      const user = signedInUser();
      app = await renderApp({
        url: '/pricing/pricing',
        getUserInfo: async () => user,
        resume: true,
      });
      await screen.findByText(user.email);
      await app.router.navigate({ to: '/personalcentre/myplans', search: { x: 1 } as never });
    } else app = await renderApp({ url: GATE.deepLink, getUserInfo: userInfo.handle });
    // Where the browser is: the page the app left for (jsdom does not go there, the spy sees it),
    // else the router's location.
    const address = () =>
      app.leaveTo.mock.lastCall?.[0] ?? BASE_PATH + app.router.state.location.href;
    return { app, userInfo, person: jsdomPerson({ address }) };
  },
  events: {
    'xstate.done.actor.fetchCurrentUser': (h, e) => h.userInfo.answer(e.output),
    'xstate.error.actor.fetchCurrentUser': (h) => h.userInfo.fail('error'),
  },
  states: {
    ...sees,
    allowed: async (h) => {
      await sees.allowed(h);
      expect(h.app.leaveTo).not.toHaveBeenCalled();
    },
  },
  stop: async () => cleanup(),
};
