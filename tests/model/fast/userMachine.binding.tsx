import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import { shell } from '../../pages/shell';
import { renderApp, switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import { appPerson } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import * as user from '../models/userMachine.sees';
import type { Binding } from '../runner';

/** Every user-info call the app makes is held; the path's "server answers" step settles it. */
type H = user.Seen & { app: Awaited<ReturnType<typeof renderApp>>; userInfo: HeldCall };

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    const userInfo = new HeldCall('getUserInfo');
    // The app as main.tsx wires it (real router, lazy session, header), user info held.
    const app = await renderApp({
      url: user.arrival(path),
      getUserInfo: userInfo.handle,
      resume: true,
    });
    const person = appPerson(app);
    const h = { ...user.START, app, userInfo, person } as H;
    await user.arrived(person, h, path);
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
      } else await user.opensProtectedPage(h.person, h);
      await waitFor(() => expect(h.userInfo.calls.length).toBe(asked + 1));
    },
    'xstate.done.actor.fetchUserInfo': (h, event) => h.userInfo.answer(event.output),
    'xstate.error.actor.fetchUserInfo': (h) => h.userInfo.fail('error'),
    'url.query': (h, event) =>
      user.backToLink(h.person, h, event, (n) => h.app.router.history.go(-n)),
    'user.reset': async (h) => {
      // The server ends the session.
      const asked = h.app.endSession.mock.calls.length;
      await user.signsOut(h.person, h);
      expect(h.app.endSession).toHaveBeenCalledTimes(asked + 1);
    },
  },
  states: user.userStates<H>({
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
