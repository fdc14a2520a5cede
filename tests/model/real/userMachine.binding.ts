import { openApp } from '../../pages/playwrightPerson';
import { holdUserInfo, newBrowsers, serverKnows, signOutsAt } from '../drivers/realSession';
import * as user from '../models/userMachine.model';

type H = user.Seen & { userInfo: Awaited<ReturnType<typeof holdUserInfo>> };

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export const realBinding = newBrowsers(user, (baseURL) => ({
  async start({ page, person }) {
    const userInfo = await holdUserInfo(page);
    await openApp(page, user.arrival);
    return user.arrived<H>({
      person,
      userInfo,
      signOuts: signOutsAt(page),
      back: (n) => page.evaluate((pages) => history.go(-pages), n),
      // The browser tells the page it is shown again.
      returnsToTab: () =>
        page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
    });
  },
  events: {
    'user.load': async (h, event, path, at) => {
      // Held from now on. The app asks the server even when nobody is signed in (this browser
      // had a user before), and the server knows the user the step answers with.
      h.userInfo.open = false;
      await serverKnows(h.page.context(), baseURL, path.events[at + 1]?.output);
      await user.does['user.load'](h, event, path, at);
    },
  },
}));
