import { type Browser, expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN, shell } from '../../pages/shell';
import { hadUserBefore, holdUserInfo, signInElsewhere } from '../drivers/realSession';
import * as user from '../models/userMachine.model';
import type { Binding } from '../runner';

type H = user.Seen & { page: Page; userInfo: Awaited<ReturnType<typeof holdUserInfo>> };

/** Some fetchUserInfo answer among these returns a user. */
const answersUser = (events: AnyEventObject[]) =>
  events.some((e) => e.type === 'xstate.done.actor.fetchUserInfo' && e.output.id);

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdUserInfo(page);
      await page.goto(user.arrival(path));
      const h = await user.arrived<H>(
        {
          page,
          userInfo,
          // Promptly (5 s): a held answer also ends on the login page after ky's 10 s timeout,
          // which is not a step of the path.
          person: playwrightPerson(page, { timeout: 5_000 }),
          back: async (n) => {
            for (let i = 0; i < n; i++) await page.goBack();
          },
          // The browser tells the page it is shown again.
          returnsToTab: () =>
            page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
        },
        path,
      );
      // A path where the server knows the user: they sign in in another tab meanwhile.
      if (answersUser(path.events)) await signInElsewhere(context);
      return h;
    },
    events: {
      ...user.does,
      'page.error': async (h, event) => {
        // The person clicks Sign out while the server is down (until the banner shows).
        const down = { status: Number(event.code), contentType: 'text/html', body: '<p>Down</p>' };
        await h.page.route('**/logout', (route) => route.fulfill(down));
        await shell(h.person).signOut();
        await shell(h.person).pageError(event as unknown as PageErrorInfo);
        await h.page.unroute('**/logout');
      },
      'user.load': async (h, event, path) => {
        // Held from now on. This browser had a user before (the login page left its hint), so
        // the app asks the server even when nobody is signed in.
        h.userInfo.open = false;
        await hadUserBefore(h.page.context(), baseURL);
        await user.does['user.load'](h, event, path);
      },
      // The real server answers (403 → the device registers → the call is retried).
      'xstate.done.actor.fetchUserInfo': (h, event) => h.userInfo.answer(event.output),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.release('fail'),
      'user.reset': async (h, _event, path) => {
        // The real server ends the session.
        await user.signsOut(h);
        // Later the server must know the user again: they sign in in another tab meanwhile.
        if (answersUser(path.events.slice(h.step + 1))) await signInElsewhere(h.page.context());
      },
    },
    states: user.userStates<H>({
      // The app asked the server, which has not answered yet.
      loading: (h) => expect.poll(() => h.userInfo.held.length).toBeGreaterThan(0),
      // The login page the gate sent the visitor to is the real server's.
      signedOut: (h, leaving) => leaving && expect(h.page.getByLabel(LOGIN.email)).toBeVisible(),
    }),
    stop: ({ page }) => page.context().close(),
  };
}
