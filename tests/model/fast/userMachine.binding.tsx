import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { shell } from '../../pages/shell';
import { type renderApp, switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import { openWholeApp } from '../drivers/appPerson';
import { closeScreen, HeldCall } from '../drivers/heldApi';
import * as user from '../models/userMachine.model';
import type { Binding } from '../runner';

/** Every user-info call the app makes is held; the path's "server answers" step settles it. */
type H = user.Seen & { app: Awaited<ReturnType<typeof renderApp>> };

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding: Binding<H> = {
  async start() {
    const userInfo = new HeldCall('getUserInfo');
    // The app as main.tsx wires it (real router, lazy session, header), user info held.
    const options = { url: user.arrival, getUserInfo: userInfo.handle, resume: true };
    const { app, person } = await openWholeApp(options);
    return user.arrived<H>({
      app,
      userInfo,
      person,
      back: async (n) => app.router.history.go(-n),
      returnsToTab: async () => {
        localStorage.setItem(SESSION_HINT_KEY, '1');
        switchTabAway();
        switchTabBack();
      },
      // The app asked the server once (no more), and it has not answered yet.
      asked: () => waitFor(() => expect(userInfo.calls.filter((c) => !c.settled)).toHaveLength(1)),
    });
  },
  events: {
    ...user.does,
    'page.error': async (h, event) => {
      // The person clicks Sign out; the server fails with the path's code.
      h.app.endSession.mockRejectedValueOnce(new SignOutError(event.code));
      await shell(h.person).signOut();
    },
    'user.reset': async (h) => {
      // The server ends the session, once: the header offers Sign in after it.
      const asked = h.app.endSession.mock.calls.length;
      await user.does['user.reset'](h);
      await shell(h.person).signedOut();
      expect(h.app.endSession).toHaveBeenCalledTimes(asked + 1);
    },
  },
  states: user.sees,
  stop: closeScreen,
};
