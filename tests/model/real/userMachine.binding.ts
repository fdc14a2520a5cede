import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/user';
import type { UserInfo } from '../../../src/api/user';
import type { PageErrorInfo } from '../../../src/machines/userMachine';
import { noUserBody } from '../../factories/user';
import { LOGIN, PAGE_ERROR_TEXT } from '../../pages/shell';
import { promoLink, protectedPageAfter, type Screen } from '../fast/userPaths';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';
import {
  banner,
  expectSignedInAs,
  expectSignInLink,
  holdRequests,
  signInElsewhere,
} from './userSession';

type Snapshot = {
  matches: (state: string) => boolean;
  context: { userInfo: UserInfo; pageErrorInfo: PageErrorInfo | null };
};

type H = {
  context: BrowserContext;
  page: Page;
  userInfo: Awaited<ReturnType<typeof holdRequests>>;
  screen: Screen;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
  /** The last state checked: what the person has in front of them before the next step. */
  now: Snapshot;
  /** The current question is a refresh on coming back to the tab (not a sign-in gate's). */
  refreshing: boolean;
  /** Steps taken so far (the index of the next event in the path). */
  step: number;
};

const answersUser = (events: ModelPath['events']) =>
  events.some(
    (e) =>
      e.type === 'xstate.done.actor.fetchUserInfo' &&
      (e as unknown as { output: UserInfo }).output.id !== 0,
  );

const PAGES: Record<Screen, string> = {
  pricing: '/pricing/pricing',
  myplans: '/pricing/personalcentre/myplans',
  offers: '/pricing/products/offerselection',
  login: '/login',
};

/** What a server that knows no one would answer: a valid user-info body with id 0. */
const NO_USER = noUserBody();

const GONE =
  'The sign-in gate has sent the visitor to the login page: the app is no longer loaded, so coming back starts a new user state.';

const pageErrorBanner = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });

/** In every state the app shows: the banner shows the page error (words and code), or none. */
async function expectPageError(page: Page, error: PageErrorInfo | null) {
  const shown = pageErrorBanner(page);
  if (!error) {
    await expect(shown).toHaveCount(0);
    return;
  }
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(PAGE_ERROR_TEXT[error.message]);
  if (error.code) await expect(shown).toContainText(`Error code: ${error.code}`);
  else await expect(shown).not.toContainText('Error code');
}

async function goToPlainPricing(h: H) {
  await banner(h.page).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(h.page).toHaveURL((url) => url.pathname === '/pricing/pricing' && !url.search);
  h.sinceLink += 1;
}

const switchTabs = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** The answer to this question is "no one", and the path asks again afterwards. */
const staysOnPricing = (h: H, path: ModelPath) => {
  const [answer, next] = path.events.slice(h.step + 1);
  const noOne =
    answer?.type === 'xstate.error.actor.fetchUserInfo' ||
    (answer?.type === 'xstate.done.actor.fetchUserInfo' &&
      (answer as unknown as { output: UserInfo }).output.id === 0);
  return noOne && next?.type === 'user.load';
};

const signOutButton = (page: Page) => banner(page).getByRole('button', { name: 'Sign out' });
const isProtected = (screen: Screen) => screen === 'myplans' || screen === 'offers';

type Step = (h: H, event: ModelPath['events'][number], path: ModelPath) => Promise<unknown>;
/** Counts steps, so a step can look at what the rest of the path needs from the server. */
const counted = (steps: Record<string, Step>): Record<string, Step> =>
  Object.fromEntries(
    Object.entries(steps).map(([type, run]) => [
      type,
      async (h: H, event, path) => {
        const result = await run(h, event, path);
        h.step += 1;
        return result;
      },
    ]),
  );

/** The user state against `npm start`: header, page-error banner and sign-in gate, user info held. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdRequests(page, '**/api/ch/se/if*');
      const h = { context, page, userInfo, screen: 'pricing', sinceLink: 0 } as H;
      h.refreshing = false;
      h.step = 0;
      const withLink = path.events.some((e) => e.type === 'url.query');
      await page.goto(withLink ? promoLink(path) : '/pricing/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Arrived by a promotion link, the person first goes to the plain pricing page: the user
      // state's query is empty again, as the path's start has it.
      if (withLink) await goToPlainPricing(h);
      // A path where the server knows the user: they signed in in another tab meanwhile.
      if (answersUser(path.events)) await signInElsewhere(context);
      return h;
    },
    events: counted({
      'page.error': async (h, event) => {
        // The person clicks Sign out while the server is down.
        const { code } = event as unknown as PageErrorInfo;
        await h.page.route('**/logout', (route) =>
          route.fulfill({ status: Number(code), contentType: 'text/html', body: '<p>Down</p>' }),
        );
        await signOutButton(h.page).click();
        await expect(pageErrorBanner(h.page)).toBeVisible();
        await h.page.unroute('**/logout');
      },
      'page.error.clear': async (h) => {
        await pageErrorBanner(h.page).getByRole('button', { name: 'Dismiss' }).click();
      },
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
          await h.context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
          await switchTabs(h.page);
        } else {
          // The person opens a protected page from the header; its sign-in gate asks the server
          // (this browser had a user before, so it may be signed in: the login page's hint).
          h.refreshing = false;
          await h.context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
          const next = protectedPageAfter(h.screen);
          await banner(h.page).getByRole('link', { name: next.link }).click();
          h.screen = next.screen;
          h.sinceLink += 1;
        }
        await expect.poll(() => h.userInfo.arrived).toBeGreaterThan(asked);
      },
      // The real server answers (403 → the device registers → the call is retried); a server
      // that knows no one is played by answering the held call with id 0.
      'xstate.done.actor.fetchUserInfo': async (h, event) =>
        (event as unknown as { output: UserInfo }).output.id === 0
          ? h.userInfo.answer({ json: NO_USER })
          : h.userInfo.open(),
      // The network fails (the request is aborted).
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.answer('fail'),
      'url.query': async (h, event) => {
        if (h.screen === 'login') return GONE;
        // The person presses Back until they are at the promotion link they arrived with; the
        // app stays loaded and tells the user state the link's coupon and origin.
        if (h.sinceLink === 0) await goToPlainPricing(h);
        for (; h.sinceLink > 0; h.sinceLink--) await h.page.goBack();
        const { search } = event as unknown as { search: Record<string, string> };
        await expect(h.page).toHaveURL(
          (url) =>
            url.pathname === '/pricing/pricing' &&
            Object.entries(search).every(([k, v]) => url.searchParams.get(k) === v),
        );
        h.screen = 'pricing';
      },
      'user.reset': async (h, _event, path) => {
        // The person clicks Sign out in the header; the real server ends the session.
        await signOutButton(h.page).click();
        await expect(banner(h.page).getByRole('link', { name: 'Sign in' })).toBeVisible();
        if (isProtected(h.screen)) {
          // The protected page gives way to the pricing page, replacing it in the history.
          await expect(h.page).toHaveURL((url) => url.pathname === '/pricing/pricing');
          h.screen = 'pricing';
        }
        // Later the server must know the user again: they sign in in another tab meanwhile.
        if (answersUser(path.events.slice(h.step + 1))) await signInElsewhere(h.context);
      },
    }),
    states: {
      unknown: async (h, snapshot) => {
        h.now = snapshot as unknown as Snapshot;
        await expectSignInLink(h.page);
        await expectPageError(h.page, h.now.context.pageErrorInfo);
      },
      loading: async (h, snapshot) => {
        h.now = snapshot as unknown as Snapshot;
        const { userInfo, pageErrorInfo } = h.now.context;
        if (userInfo.id !== 0) await expectSignedInAs(h.page, userInfo.email);
        else await expectSignInLink(h.page);
        await expectPageError(h.page, pageErrorInfo);
        if (h.refreshing) {
          // Coming back to the tab: the page stays as it was while the app asks.
          await expect(h.page.getByText('Checking your sign-in…')).toHaveCount(0);
          if (h.screen === 'myplans')
            await expect(h.page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
        } else if (h.screen !== 'pricing') {
          // On a protected page its sign-in gate shows that it is checking.
          await expect(h.page.getByRole('status')).toHaveText('Checking your sign-in…');
        }
        expect(h.userInfo.waiting).toBeGreaterThan(0);
      },
      signedIn: async (h, snapshot) => {
        h.now = snapshot as unknown as Snapshot;
        await expectSignedInAs(h.page, h.now.context.userInfo.email);
        await expect(signOutButton(h.page)).toBeVisible();
        await expectPageError(h.page, h.now.context.pageErrorInfo);
        if (h.screen === 'myplans')
          await expect(h.page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
        await expect(h.page).not.toHaveURL(/\/login/);
      },
      signedOut: async (h, snapshot) => {
        h.now = snapshot as unknown as Snapshot;
        if (h.screen === 'login') return;
        await expectPageError(h.page, h.now.context.pageErrorInfo);
        if (h.screen === 'pricing') {
          await expectSignInLink(h.page);
          return;
        }
        if (h.refreshing) {
          // Signed out in another tab: the protected page gives way to the pricing page.
          await expect(h.page).toHaveURL((url) => url.pathname === '/pricing/pricing');
          await expectSignInLink(h.page);
          h.screen = 'pricing';
          return;
        }
        // Protected pages send the visitor to the login page, with the way back.
        // Promptly: a held answer also ends here after ky's 10 s timeout, which is not this step.
        await h.page.waitForURL(/\/login\?/, { timeout: 5000 });
        expect(new URL(h.page.url()).searchParams.get('next')).toBe(PAGES[h.screen]);
        await expect(h.page.getByLabel(LOGIN.email)).toBeVisible();
        h.screen = 'login';
      },
    },
    async stop({ context }) {
      await context.close();
    },
  };
}
