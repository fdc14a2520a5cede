import { openApp, returnToTab } from '../../pages/playwrightPerson';
import { holdUserInfo, newBrowsers, serverKnows, signOutsAt } from '../drivers/realSession';
import * as user from '../models/userMachine.model';

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export const realBinding = newBrowsers(user, (baseURL) => ({
  async start({ page, person }) {
    const userInfo = await holdUserInfo(page);
    await openApp(page, user.arrival);
    return user.arrived({
      person,
      userInfo,
      signOuts: signOutsAt(page),
      back: (n) => page.evaluate((pages) => history.go(-pages), n),
      returnsToTab: () => returnToTab(page),
      // The app's next question is held, and the real server will answer it with `user`.
      meanwhile: (signedIn) => {
        userInfo.open = false;
        return serverKnows(page.context(), baseURL, signedIn);
      },
    });
  },
}));
