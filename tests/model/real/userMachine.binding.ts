import { type Browser, expect, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../../src/api/contract/cookies';
import { openApp } from '../../pages/playwrightPerson';
import { shell } from '../../pages/shell';
import * as session from '../drivers/realSession';
import * as user from '../models/userMachine.model';
import type { Binding } from '../runner';

type H = user.Seen & { page: Page; userInfo: Awaited<ReturnType<typeof session.holdUserInfo>> };

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start() {
      const { page, person } = await session.newBrowser(browser, baseURL);
      const userInfo = await session.holdUserInfo(page);
      await openApp(page, user.arrival);
      return user.arrived<H>({
        page,
        userInfo,
        person,
        back: (n) => page.evaluate((pages) => history.go(-pages), n),
        // The browser tells the page it is shown again.
        returnsToTab: () =>
          page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
        // The app asked the server, which has not answered yet.
        asked: () => expect.poll(() => userInfo.held.length).toBeGreaterThan(0),
      });
    },
    events: {
      ...user.does,
      'page.error': async (h, event) => {
        // The person clicks Sign out while the server is down (for that one request).
        const down = { status: Number(event.code), contentType: 'text/html', body: '<p>Down</p>' };
        await h.page.route('**/logout', (route) => route.fulfill(down), { times: 1 });
        await shell(h.person).signOut();
      },
      'user.load': async (h, event, path) => {
        // Held from now on. This browser had a user before (the login page left its hint), so
        // the app asks the server even when nobody is signed in.
        h.userInfo.open = false;
        const context = h.page.context();
        await session.hadUserBefore(context, baseURL);
        // The server is to know the user: with no session there, they sign in in another tab.
        const known = (await context.cookies()).some((c) => c.name === SESSION_COOKIE);
        if (path.events[h.step + 1]?.output?.id && !known) await session.signInElsewhere(context);
        await user.does['user.load'](h, event, path);
      },
    },
    states: user.sees,
    stop: ({ page }) => page.context().close(),
  };
}
