import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserInfo } from '../../../src/api/user';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { heading } from '../../pages/person';
import { GATE, loginFor, signInGate } from '../../pages/signInGate';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';

type Held = {
  promise: Promise<UserInfo>;
  resolve: (u: UserInfo) => void;
  reject: (e: unknown) => void;
};
type H = { app: Awaited<ReturnType<typeof renderApp>>; answer: Held };

function held(): Held {
  const h = {} as Held;
  h.promise = new Promise<UserInfo>((resolve, reject) => Object.assign(h, { resolve, reject }));
  return h;
}

const knownUser = (path: ModelPath) => (path.input as { user: UserInfo }).user.id !== 0;
const gate = signInGate(jsdomPerson());

/** Sign-in gate, seen in the real router and views (jsdom) with the user-info call held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const answer = held();
    if (knownUser(path)) {
      // The app learned who the user is at start-up; then they follow a link to a protected page.
      localStorage.setItem(SESSION_HINT_KEY, '1');
      const user = signedInUser();
      const app = await renderApp({
        url: '/pricing/pricing',
        getUserInfo: async () => user,
        resume: true,
      });
      await screen.findByText(user.email);
      await app.router.navigate({ to: '/personalcentre/myplans', search: { x: 1 } as never });
      return { app, answer };
    }
    const app = await renderApp({ url: GATE.deepLink, getUserInfo: () => answer.promise });
    return { app, answer };
  },
  events: {
    'xstate.done.actor.fetchCurrentUser': async ({ answer }, event) => {
      answer.resolve((event as unknown as { output: UserInfo }).output);
    },
    'xstate.error.actor.fetchCurrentUser': async ({ answer }) => {
      answer.reject('error');
    },
  },
  states: {
    checking: () => gate.checking(),
    allowed: async ({ app }) => {
      await gate.allowed();
      expect(app.leaveTo).not.toHaveBeenCalled();
    },
    // The app leaves for the server's sign-in page, which jsdom does not load: the spy sees it.
    redirecting: async ({ app }) => {
      await waitFor(() => expect(app.leaveTo).toHaveBeenCalledWith(loginFor(GATE.deepLink)));
      await jsdomPerson().seesNo(heading(GATE.protectedHeading));
    },
  },
  async stop() {
    cleanup();
  },
};
