import { cleanup, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import type { UserInfo } from '../../../src/api/user';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { shell } from '../../pages/shell';
import { renderApp, switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import {
  arrival,
  arrived,
  backToLink,
  opensProtectedPage,
  type Seen,
  START,
  signsOut,
  userStates,
} from '../models/userMachine.sees';
import type { Binding } from '../runner';

/** One user-info call the app made; the path's "server answers" step settles it. */
type Call = { resolve: (u: UserInfo) => void; reject: (e: unknown) => void; settled: boolean };

type H = Seen & {
  app: Awaited<ReturnType<typeof renderApp>>;
  calls: Call[];
  /** The code the next POST /logout fails with; null: the server ends the session. */
  signOutFails: string | null;
};

function unanswered(h: H): Call {
  const call = h.calls.at(-1);
  if (!call || call.settled) throw new Error('the app has not asked the server who the user is');
  call.settled = true;
  return call;
}

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const h = { calls: [], signOutFails: null, ...START } as unknown as H;
    // The app as main.tsx wires it (real router, lazy session, header), user info held.
    h.app = await renderApp({
      url: arrival(path),
      getUserInfo: () =>
        new Promise((resolve, reject) => h.calls.push({ resolve, reject, settled: false })),
      resume: true,
      endSession: async () => {
        if (h.signOutFails) throw new SignOutError(h.signOutFails);
      },
    });
    // main.tsx: every resolved navigation tells the user state the address's query (url.query).
    h.app.router.subscribe('onResolved', ({ toLocation }) =>
      h.app.auth.noteSearch(toLocation.search),
    );
    h.person = jsdomPerson({ address: () => h.app.router.state.location.href });
    await arrived(h.person, h, path);
    return h;
  },
  events: {
    'page.error': async (h, event) => {
      // The person clicks Sign out; the server fails with the path's code.
      h.signOutFails = event.code;
      await shell(h.person).signOut();
    },
    'page.error.clear': (h) => shell(h.person).dismissPageError(),
    'user.load': async (h) => {
      const asked = h.calls.length;
      if (h.now.matches('signedIn')) {
        // The person switches to another tab and back: the app asks again who is signed in.
        h.refreshing = true;
        switchTabAway();
        switchTabBack();
      } else await opensProtectedPage(h.person, h);
      await waitFor(() => expect(h.calls.length).toBe(asked + 1));
    },
    'xstate.done.actor.fetchUserInfo': async (h, event) => unanswered(h).resolve(event.output),
    'xstate.error.actor.fetchUserInfo': async (h) => unanswered(h).reject('error'),
    'url.query': (h, event) => backToLink(h.person, h, event, (n) => h.app.router.history.go(-n)),
    'user.reset': async (h) => {
      const asked = h.app.endSession.mock.calls.length;
      h.signOutFails = null;
      await signsOut(h.person, h);
      expect(h.app.endSession).toHaveBeenCalledTimes(asked + 1);
    },
  },
  states: userStates<H>({
    loading: (h) => expect(h.calls.at(-1)?.settled).toBe(false),
    signedIn: (h) => expect(h.app.leaveTo).not.toHaveBeenCalled(),
    signedOut: async (h, leaving) => {
      // Signed out in another tab, the protected page gave way to the pricing page.
      if (!leaving) return h.refreshing && expect(h.app.leaveTo).not.toHaveBeenCalled();
      // Protected pages send the visitor to the login page, with the way back.
      await shell(h.person).onlySignedOut();
      await waitFor(() =>
        expect(h.app.leaveTo).toHaveBeenLastCalledWith(expect.stringMatching(/^\/login\?next=/)),
      );
    },
  }),
  async stop() {
    cleanup();
  },
};
