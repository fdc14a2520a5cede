import { expect } from 'vitest';
import { SignOutError } from '../../../src/api/session';
import { shell } from '../../pages/shell';
import { switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import { hadUserBefore, openWholeApp, wholeApp } from '../drivers/appPerson';
import * as user from '../models/userMachine.model';

type H = user.Seen & { app: Awaited<ReturnType<typeof openWholeApp>>['app'] };

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding = wholeApp<H>(
  user,
  async () => {
    const { app, person, server } = await openWholeApp({
      url: user.arrival,
      resume: true,
      hold: 'getUserInfo',
    });
    return user.arrived<H>({
      app,
      person,
      ...server,
      back: async (n) => app.router.history.go(-n),
      returnsToTab: async () => {
        hadUserBefore();
        switchTabAway();
        switchTabBack();
      },
    });
  },
  {
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
);
