import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserInfo } from '../../../src/api/user';
import { BASE_PATH } from '../../../src/app/basePath';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { GATE } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { knownUser, sees } from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

type Held = { resolve: (u: UserInfo) => void; reject: (e: unknown) => void };
type App = Awaited<ReturnType<typeof renderApp>>;
type H = { app: App; answer: Held; person: Person };

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const answer = {} as Held;
    const asked = new Promise<UserInfo>((resolve, reject) =>
      Object.assign(answer, { resolve, reject }),
    );
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
    } else app = await renderApp({ url: GATE.deepLink, getUserInfo: () => asked });
    // Where the browser is: the page the app left for (jsdom does not go there, the spy sees it),
    // else the router's location.
    const address = () =>
      app.leaveTo.mock.lastCall?.[0] ?? BASE_PATH + app.router.state.location.href;
    return { app, answer, person: jsdomPerson({ address }) };
  },
  events: {
    'xstate.done.actor.fetchCurrentUser': async ({ answer }, event) =>
      answer.resolve((event as unknown as { output: UserInfo }).output),
    'xstate.error.actor.fetchCurrentUser': async ({ answer }) => answer.reject('error'),
  },
  states: {
    ...sees,
    allowed: async (h) => {
      await sees.allowed(h);
      expect(h.app.leaveTo).not.toHaveBeenCalled();
    },
  },
  async stop() {
    cleanup();
  },
};
