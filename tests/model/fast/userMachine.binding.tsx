import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { shell } from '../../pages/shell';
import { renderApp, switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import { closeScreen, HeldCall } from '../drivers/heldApi';
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

/** Every user-info call the app makes is held; the path's "server answers" step settles it. */
type H = Seen & { app: Awaited<ReturnType<typeof renderApp>>; userInfo: HeldCall };

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const userInfo = new HeldCall('getUserInfo');
    // The app as main.tsx wires it (real router, lazy session, header), user info held.
    const app = await renderApp({ url: arrival(path), getUserInfo: userInfo.handle, resume: true });
    // Where the browser is: the login page the app left for (jsdom stays, the spy sees it) until
    // the next navigation, else the router's location.
    let left: string | undefined;
    app.leaveTo.mockImplementation((url) => {
      left = url;
    });
    // main.tsx: every resolved navigation tells the user state the address's query (url.query).
    app.router.subscribe('onResolved', ({ toLocation }) => {
      left = undefined;
      app.auth.noteSearch(toLocation.search);
    });
    const person = jsdomPerson({ address: () => left ?? app.router.state.location.href });
    const h = { ...START, app, userInfo, person } as H;
    await arrived(person, h, path);
    return h;
  },
  events: {
    'page.error': async (h, event) => {
      // The person clicks Sign out; the server fails with the path's code.
      h.app.endSession.mockRejectedValueOnce(new SignOutError(event.code));
      await shell(h.person).signOut();
    },
    'page.error.clear': (h) => shell(h.person).dismissPageError(),
    'user.load': async (h) => {
      const asked = h.userInfo.calls.length;
      if (h.now.matches('signedIn')) {
        // The person switches to another tab and back: the app asks again who is signed in.
        h.refreshing = true;
        switchTabAway();
        switchTabBack();
      } else await opensProtectedPage(h.person, h);
      await waitFor(() => expect(h.userInfo.calls.length).toBe(asked + 1));
    },
    'xstate.done.actor.fetchUserInfo': (h, event) => h.userInfo.answer(event.output),
    'xstate.error.actor.fetchUserInfo': (h) => h.userInfo.fail('error'),
    'url.query': (h, event) => backToLink(h.person, h, event, (n) => h.app.router.history.go(-n)),
    'user.reset': async (h) => {
      // The server ends the session.
      const asked = h.app.endSession.mock.calls.length;
      await signsOut(h.person, h);
      expect(h.app.endSession).toHaveBeenCalledTimes(asked + 1);
    },
  },
  states: userStates<H>({
    loading: (h) => expect(h.userInfo.calls.at(-1)?.settled).toBe(false),
    signedIn: (h) => expect(h.app.leaveTo).not.toHaveBeenCalled(),
    signedOut: async (h, leaving) => {
      // Signed out in another tab, the protected page gave way to the pricing page.
      if (!leaving) return h.refreshing && expect(h.app.leaveTo).not.toHaveBeenCalled();
      // jsdom stays on the page the gate left, so its header is still there to check.
      await shell(h.person).onlySignedOut();
    },
  }),
  stop: closeScreen,
};
