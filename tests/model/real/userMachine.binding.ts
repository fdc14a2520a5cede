import { type Browser, expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { noUserBody } from '../../factories/user';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN, shell } from '../../pages/shell';
import { hadUserBefore, holdUserInfo, signInElsewhere } from '../drivers/signInElsewhere';
import type { ModelPath } from '../machineModel';
import * as user from '../models/userMachine.sees';
import type { Binding } from '../runner';

type H = user.Seen & { page: Page; userInfo: Awaited<ReturnType<typeof holdUserInfo>> };

const ANSWER = 'xstate.done.actor.fetchUserInfo';
/** The user id a fetchUserInfo answer returns (undefined: not such an answer). */
const answered = (e: AnyEventObject | undefined) =>
  e?.type === ANSWER ? (e.output as { id: number }).id : undefined;
const answersUser = (events: AnyEventObject[]) => events.some((e) => answered(e));

/** The answer to this question is "no one", and the path goes on afterwards. */
const staysOnPricing = (h: H, path: ModelPath) => {
  const [answer, next] = path.events.slice(h.step + 1);
  const noOne = answer?.type === 'xstate.error.actor.fetchUserInfo' || answered(answer) === 0;
  return noOne && next !== undefined;
};

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdUserInfo(page);
      // Promptly (5 s): a held answer also ends on the login page after ky's 10 s timeout,
      // which is not a step of the path.
      const person = playwrightPerson(page, { timeout: 5_000 });
      const h = { page, person, userInfo, ...user.START } as H;
      await page.goto(user.arrival(path));
      await user.arrived(person, h, path);
      // A path where the server knows the user: they signed in in another tab meanwhile.
      if (answersUser(path.events)) await signInElsewhere(context);
      return h;
    },
    events: {
      'page.error': async (h, event) => {
        // The person clicks Sign out while the server is down (until the banner shows).
        const down = { status: Number(event.code), contentType: 'text/html', body: '<p>Down</p>' };
        await h.page.route('**/logout', (route) => route.fulfill(down));
        await shell(h.person).signOut();
        await shell(h.person).pageError(event as unknown as PageErrorInfo);
        await h.page.unroute('**/logout');
      },
      'page.error.clear': (h) => shell(h.person).dismissPageError(),
      'user.load': async (h, _event, path) => {
        h.userInfo.open = false;
        const asked = h.userInfo.arrived;
        // Signed out: this browser had a user before (the login page left its hint), so the app
        // asks the server.
        if (!h.now.matches('signedIn')) await hadUserBefore(h.page.context(), baseURL);
        if (h.now.matches('signedIn') || (h.screen === 'pricing' && staysOnPricing(h, path))) {
          // The person switches to another tab and back; the browser tells the page it is shown.
          // (Signed out, they ask from the pricing page so: a gate would leave for the login
          // page, where the path could not go on.)
          h.refreshing = true;
          await h.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        } else await user.opensProtectedPage(h.person, h);
        await expect.poll(() => h.userInfo.arrived).toBeGreaterThan(asked);
      },
      // The real server answers (403 → the device registers → the call is retried); a server
      // that knows no one is played by answering the held call with id 0.
      [ANSWER]: async (h, event) =>
        h.userInfo.release(answered(event) === 0 ? { json: noUserBody() } : 'server'),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.release('fail'),
      'url.query': (h, event) =>
        user.backToLink(h.person, h, event, async (n) => {
          for (let i = 0; i < n; i++) await h.page.goBack();
        }),
      'user.reset': async (h, _event, path) => {
        // The real server ends the session.
        await user.signsOut(h.person, h);
        // Later the server must know the user again: they sign in in another tab meanwhile.
        if (answersUser(path.events.slice(h.step + 1))) await signInElsewhere(h.page.context());
      },
    },
    states: user.userStates<H>({
      loading: (h) => expect(h.userInfo.held.length).toBeGreaterThan(0),
      signedIn: (h) => expect(h.page).not.toHaveURL(/\/login/),
      // The login page the gate sent the visitor to is the real server's.
      signedOut: (h, leaving) => leaving && expect(h.page.getByLabel(LOGIN.email)).toBeVisible(),
    }),
    stop: ({ page }) => page.context().close(),
  };
}
