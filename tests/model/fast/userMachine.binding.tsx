import { switchTabAndBack } from '../../unit/views/appHarness';
import { hadUserBefore, openWholeApp, wholeApp } from '../drivers/appPerson';
import * as user from '../models/userMachine.model';

/** The user state, as the header, the page-error banner and the sign-in gate show it (jsdom). */
export const binding = wholeApp<user.Seen>(user, async () => {
  const { app, person, server } = await openWholeApp({ url: user.arrival, hold: 'getUserInfo' });
  return user.arrived({
    person,
    ...server,
    back: async (n) => app.router.history.go(-n),
    returnsToTab: async () => switchTabAndBack(),
    // The held answer says who is signed in; the other tab left the note that makes the app ask.
    meanwhile: async () => hadUserBefore(),
  });
});
