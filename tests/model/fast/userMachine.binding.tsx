import { switchTabAway, switchTabBack } from '../../unit/views/appHarness';
import { hadUserBefore, openWholeApp, wholeApp } from '../drivers/appPerson';
import * as user from '../models/userMachine.model';

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding = wholeApp<user.Seen>(user, async () => {
  const { app, person, server } = await openWholeApp({ url: user.arrival, hold: 'getUserInfo' });
  return user.arrived({
    person,
    ...server,
    back: async (n) => app.router.history.go(-n),
    // Signed in (or out) in another tab meanwhile: that tab left its note in this browser.
    returnsToTab: async () => {
      hadUserBefore();
      switchTabAway();
      switchTabBack();
    },
  });
});
