import { type Browser, expect, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../../src/api/contract/cookies';
import { openApp, playwrightPerson } from '../../pages/playwrightPerson';
import { shell } from '../../pages/shell';
import { hadUserBefore, holdUserInfo, signInElsewhere } from '../drivers/realSession';
import * as user from '../models/userMachine.model';
import type { Binding } from '../runner';

type H = user.Seen & { page: Page; userInfo: Awaited<ReturnType<typeof holdUserInfo>> };

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start() {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdUserInfo(page);
      await openApp(page, user.arrival);
      return user.arrived<H>({
        page,
        userInfo,
        // Promptly (5 s): a held answer also ends on the login page after ky's 10 s timeout,
        // which is not a step of the path.
        person: playwrightPerson(page, { timeout: 5_000 }),
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
        await hadUserBefore(context, baseURL);
        // The server is to know the user: signed out there, they sign in in another tab meanwhile.
        const session = (await context.cookies()).some((c) => c.name === SESSION_COOKIE);
        if (path.events[h.step + 1]?.output?.id && !session) await signInElsewhere(context);
        await user.does['user.load'](h, event, path);
      },
      // The real server answers (403 → the device registers → the call is retried).
      'xstate.done.actor.fetchUserInfo': (h, event) => h.userInfo.answer(event.output),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.release('fail'),
    },
    states: user.sees,
    stop: ({ page }) => page.context().close(),
  };
}
