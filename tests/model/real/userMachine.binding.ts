import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { UserInfo } from '../../../src/api/user';
import {
  NO_PAGE_ERROR,
  promoLink,
  protectedPageAfter,
  type Screen,
  userPathUnsupported,
} from '../fast/userPaths';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';
import {
  banner,
  expectSignedInAs,
  expectSignInLink,
  holdRequests,
  signInElsewhere,
} from './userSession';

type H = {
  context: BrowserContext;
  page: Page;
  userInfo: Awaited<ReturnType<typeof holdRequests>>;
  screen: Screen;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
};

const answers = (path: ModelPath) =>
  path.events
    .filter((e) => e.type === 'xstate.done.actor.fetchUserInfo')
    .map((e) => (e as unknown as { output: UserInfo }).output);

const userOf = (snapshot: unknown) =>
  (snapshot as { context: { userInfo: UserInfo } }).context.userInfo;

const PAGES: Record<Screen, string> = {
  pricing: '/pricing/pricing',
  myplans: '/pricing/personalcentre/myplans',
  offers: '/pricing/products/offerselection',
  login: '/login',
};

const NO_USER_ANSWER =
  'The reference server never answers user info successfully without a user; it answers 401, which the failing-call paths cover.';

const GONE =
  'The sign-in gate has sent the visitor to the login page: the app is no longer loaded, so coming back starts a new user state.';

async function goToPlainPricing(h: H) {
  await banner(h.page).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(h.page).toHaveURL((url) => url.pathname === '/pricing/pricing' && !url.search);
  h.sinceLink += 1;
}

/** The user state against `npm start`: the header and the sign-in gate, user info held per step. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  return {
    unsupported: userPathUnsupported,
    async start(path) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const userInfo = await holdRequests(page, '**/api/ch/se/if*');
      const h: H = { context, page, userInfo, screen: 'pricing', sinceLink: 0 };
      const withLink = path.events.some((e) => e.type === 'url.query');
      await page.goto(withLink ? promoLink(path) : '/pricing/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Arrived by a promotion link, the person first goes to the plain pricing page: the user
      // state's query is empty again, as the path's start has it.
      if (withLink) await goToPlainPricing(h);
      // A path where the server knows the user: they signed in in another tab meanwhile.
      if (answers(path).some((u) => u.id !== 0)) await signInElsewhere(context);
      return h;
    },
    events: {
      'page.error': async () => NO_PAGE_ERROR,
      'page.error.clear': async () => NO_PAGE_ERROR,
      'user.load': async (h) => {
        if (h.screen === 'login') return GONE;
        // The person opens a protected page from the header; its sign-in gate asks the server.
        h.userInfo.close();
        const asked = h.userInfo.arrived;
        const next = protectedPageAfter(h.screen);
        await banner(h.page).getByRole('link', { name: next.link }).click();
        h.screen = next.screen;
        h.sinceLink += 1;
        await expect.poll(() => h.userInfo.arrived).toBeGreaterThan(asked);
      },
      // The real server answers (403 → the device registers → the call is retried).
      'xstate.done.actor.fetchUserInfo': async (h, event) =>
        (event as unknown as { output: UserInfo }).output.id === 0
          ? NO_USER_ANSWER
          : h.userInfo.open(),
      'xstate.error.actor.fetchUserInfo': async (h) => h.userInfo.open(),
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
      'user.reset': async (h) => {
        // Signing out is the server's page (/logout); the person then follows its Pricing link.
        await h.userInfo.open();
        await h.page.goto('/logout');
        const signOut = h.page.getByRole('button', { name: 'Sign out' });
        if (await signOut.count()) await signOut.click();
        await expect(h.page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
        await h.page.getByRole('link', { name: 'Pricing' }).click();
        await expect(h.page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
        h.screen = 'pricing';
      },
    },
    states: {
      unknown: async ({ page }) => {
        await expectSignInLink(page);
      },
      loading: async (h, snapshot) => {
        const user = userOf(snapshot);
        if (user.id !== 0) await expectSignedInAs(h.page, user.email);
        else await expectSignInLink(h.page);
        // On a protected page its sign-in gate shows that it is checking.
        if (h.screen !== 'pricing')
          await expect(h.page.getByRole('status')).toHaveText('Checking your sign-in…');
        expect(h.userInfo.waiting).toBeGreaterThan(0);
      },
      signedIn: async (h, snapshot) => {
        await expectSignedInAs(h.page, userOf(snapshot).email);
        if (h.screen === 'myplans')
          await expect(h.page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
        await expect(h.page).not.toHaveURL(/\/login/);
      },
      signedOut: async (h) => {
        if (h.screen === 'pricing' || h.screen === 'login') {
          if (h.screen === 'pricing') await expectSignInLink(h.page);
          return;
        }
        // Protected pages send the visitor to the login page, with the way back.
        // Promptly: a held answer also ends here after ky's 10 s timeout, which is not this step.
        await h.page.waitForURL(/\/login\?/, { timeout: 5000 });
        expect(new URL(h.page.url()).searchParams.get('next')).toBe(PAGES[h.screen]);
        await expect(h.page.getByLabel('Email')).toBeVisible();
        h.screen = 'login';
      },
    },
    async stop({ context }) {
      await context.close();
    },
  };
}
