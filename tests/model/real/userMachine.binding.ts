import { type Browser, expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/cookies';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { noUserBody } from '../../factories/user';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN, shell } from '../../pages/shell';
import { signInElsewhere } from '../drivers/signInElsewhere';
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

/** The browser's user-info requests: let through while `open`, else held as a slow server would. */
type UserInfoCalls = { open: boolean; arrived: number; held: Route[] };
type H = Seen & { page: Page; userInfo: UserInfoCalls };

async function holdUserInfo(page: Page): Promise<UserInfoCalls> {
  const calls: UserInfoCalls = { open: true, arrived: 0, held: [] };
  await page.route('**/api/ch/se/if*', async (route) => {
    calls.arrived += 1;
    if (calls.open) await route.continue();
    else calls.held.push(route);
  });
  return calls;
}

/** Lets the held requests go (to the real server, as a network failure, or with this body). */
async function release(calls: UserInfoCalls, how: 'server' | 'fail' | { json: unknown }) {
  calls.open = true;
  for (const route of calls.held.splice(0))
    if (how === 'server') await route.continue();
    else if (how === 'fail') await route.abort('failed');
    else await route.fulfill({ status: 200, contentType: 'application/json', json: how.json });
}

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
    h.page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdUserInfo(page);
      const person = playwrightPerson(page);
      const h = { page, person, userInfo, ...START } as H;
      await page.goto(arrival(path));
      await arrived(person, h, path);
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
        if (h.screen === 'login') return GONE;
        h.userInfo.open = false;
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
        release(h.userInfo, answered(event) === 0 ? { json: noUserBody() } : 'server'),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => release(h.userInfo, 'fail'),
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
        if (answersUser(path.events.slice(h.step + 1))) await signInElsewhere(h.page.context());
      },
    },
    states: userStates<H>({
      loading: (h) => expect(h.userInfo.held.length).toBeGreaterThan(0),
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
    async stop({ page }) {
      await page.context().close();
    },
  };
}
