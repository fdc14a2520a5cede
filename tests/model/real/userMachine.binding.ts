import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/cookies';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { noUserBody } from '../../factories/user';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN, shell } from '../../pages/shell';
import type { ModelPath } from '../machineModel';
import {
  arrival,
  arrived,
  backToLink,
  opensProtectedPage,
  type Screen,
  type Seen,
  START,
  signsOut,
  userStates,
} from '../models/userMachine.sees';
import type { Binding } from '../runner';
import { holdRequests, signInElsewhere } from './userSession';

type H = Seen & {
  context: BrowserContext;
  page: Page;
  userInfo: Awaited<ReturnType<typeof holdRequests>>;
};

const ANSWER = 'xstate.done.actor.fetchUserInfo';
/** The user id a fetchUserInfo answer returns (undefined: not such an answer). */
const answered = (e: AnyEventObject | undefined) =>
  e?.type === ANSWER ? (e.output as { id: number }).id : undefined;
const answersUser = (events: AnyEventObject[]) => events.some((e) => answered(e));

/** The protected pages' addresses: where the login page sends the person back (`next`). */
const PAGES: Partial<Record<Screen, string>> = {
  myplans: '/pricing/personalcentre/myplans',
  offers: '/pricing/products/offerselection',
};

const GONE =
  'The sign-in gate has sent the visitor to the login page: the app is no longer loaded, so coming back starts a new user state.';

const switchTabs = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** The answer to this question is "no one", and the path asks again afterwards. */
const staysOnPricing = (h: H, path: ModelPath) => {
  const [answer, next] = path.events.slice(h.step + 1);
  const noOne = answer?.type === 'xstate.error.actor.fetchUserInfo' || answered(answer) === 0;
  return noOne && next?.type === 'user.load';
};

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const hint = (h: H) =>
    h.context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdRequests(page, '**/api/ch/se/if*');
      const person = playwrightPerson(page);
      const h = { context, page, person, userInfo, ...START } as H;
      await page.goto(arrival(path));
      await arrived(person, h, path);
      // A path where the server knows the user: they signed in in another tab meanwhile.
      if (answersUser(path.events)) await signInElsewhere(context);
      return h;
    },
    events: {
      'page.error': async (h, event) => {
        // The person clicks Sign out while the server is down (until the banner shows).
        const error = event as unknown as PageErrorInfo;
        await h.page.route('**/logout', (route) =>
          route.fulfill({
            status: Number(error.code),
            contentType: 'text/html',
            body: '<p>Down</p>',
          }),
        );
        await shell(h.person).signOut();
        await shell(h.person).pageError(error);
        await h.page.unroute('**/logout');
      },
      'page.error.clear': (h) => shell(h.person).dismissPageError(),
      'user.load': async (h, _event, path) => {
        if (h.screen === 'login') return GONE;
        h.userInfo.close();
        const asked = h.userInfo.arrived;
        if (h.now.matches('signedIn')) {
          // The person switches to another tab and back; the browser tells the page it is shown.
          h.refreshing = true;
          await switchTabs(h.page);
        } else if (h.screen === 'pricing' && staysOnPricing(h, path)) {
          // The person signs in in another tab and comes back to this one (the login page left
          // its hint), so the app asks from the pricing page instead of a gate that would leave
          // for the login page, where the path could not go on.
          h.refreshing = false;
          await hint(h);
          await switchTabs(h.page);
        } else {
          // A protected page from the header (this browser had a user before: the login page's hint).
          await hint(h);
          await opensProtectedPage(h.person, h);
        }
        await expect.poll(() => h.userInfo.arrived).toBeGreaterThan(asked);
      },
      // The real server answers (403 → the device registers → the call is retried); a server
      // that knows no one is played by answering the held call with id 0.
      [ANSWER]: async (h, event) =>
        h.userInfo.answer(answered(event) === 0 ? { json: noUserBody() } : 'server'),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.answer('fail'),
      'url.query': async (h, event) => {
        if (h.screen === 'login') return GONE;
        await backToLink(h.person, h, event, async (n) => {
          for (let i = 0; i < n; i++) await h.page.goBack();
        });
      },
      'user.reset': async (h, _event, path) => {
        // The real server ends the session.
        await signsOut(h.person, h);
        // Later the server must know the user again: they sign in in another tab meanwhile.
        if (answersUser(path.events.slice(h.step + 1))) await signInElsewhere(h.context);
      },
    },
    states: userStates<H>({
      loading: (h) => expect(h.userInfo.waiting).toBeGreaterThan(0),
      signedIn: (h) => expect(h.page).not.toHaveURL(/\/login/),
      signedOut: async (h, leaving) => {
        if (!leaving) return;
        // Protected pages send the visitor to the login page, with the way back.
        // Promptly: a held answer also ends here after ky's 10 s timeout, which is not this step.
        await h.page.waitForURL(/\/login\?/, { timeout: 5000 });
        expect(new URL(h.page.url()).searchParams.get('next')).toBe(PAGES[h.screen]);
        await expect(h.page.getByLabel(LOGIN.email)).toBeVisible();
        h.screen = 'login';
      },
    }),
    async stop({ context }) {
      await context.close();
    },
  };
}
