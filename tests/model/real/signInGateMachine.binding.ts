import { type Browser, expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';

const DEEP_LINK = '/pricing/personalcentre/myplans?x=1';
const MEMBER = 'active@demo.test';

/** Lets the held user-info call through to the real server, or answers it with `answer`. */
type Release = (answer?: UserInfoBody) => void;
type H = { page: Page; release: Release };

/** The user-info body the client reads (spec §3 userInfo; id 0: nobody signed in). */
type UserInfoBody = {
  errorCode: string;
  email: string;
  isInstitutionUser: boolean;
  mobileNumber: string;
  id: number;
};

/**
 * What a server that knows no one would answer: a valid user-info body with id 0. The reference
 * server answers a visitor 401 instead, so this answer is played at the network (as the user
 * machine's binding does).
 */
const NO_USER: UserInfoBody = {
  errorCode: '0',
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
};

const output = (e: AnyEventObject | undefined) =>
  (e as { output?: { id: number } } | undefined)?.output;
const knownUser = (path: ModelPath) => (path.input as { user: { id: number } }).user.id !== 0;

async function signIn(page: Page, email: string) {
  await page.goto(`/login?next=${encodeURIComponent('/pricing/pricing')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/pricing/pricing');
}

/** Holds the user-info answer until the path's "server answers" step, so the check is visible. */
async function holdUserInfo(page: Page): Promise<Release> {
  let release: Release = () => {};
  const gate = new Promise<UserInfoBody | undefined>((r) => {
    release = r;
  });
  await page.route('**/api/ch/se/if*', async (route: Route) => {
    const answer = await gate;
    if (answer) await route.fulfill({ json: answer });
    else await route.continue();
  });
  return release;
}

/** Sign-in gate against the real server and its real login page. */
export function realBinding(browser: Browser): Binding<H> {
  const newPage = async () => (await browser.newContext()).newPage();
  return {
    async start(path) {
      const page = await newPage();
      if (knownUser(path)) {
        await signIn(page, MEMBER);
        await expect(page.getByText(MEMBER)).toBeVisible();
        await page.getByRole('link', { name: 'Personal Centre' }).first().click();
        return { page, release: () => {} };
      }
      if (output(path.events[0])?.id) await signIn(page, MEMBER);
      const release = await holdUserInfo(page);
      await page.goto(DEEP_LINK);
      return { page, release };
    },
    events: {
      // A known user: the real server's answer. Nobody (id 0): the reference server would say
      // 401, so the answer a server that knows no one gives is played at the network. (The app
      // asks through the user machine (src/app/auth.ts), which ends signed out on id 0 as on a
      // failure, so the gate sees both the same way: the login page with `next`, checked below.)
      'xstate.done.actor.fetchCurrentUser': async (h, e) =>
        h.release(output(e)?.id === 0 ? NO_USER : undefined),
      'xstate.error.actor.fetchCurrentUser': async (h) => h.release(),
    },
    states: {
      checking: async ({ page }) => {
        await expect(page.getByRole('status')).toHaveText('Checking your sign-in…');
      },
      allowed: async ({ page }) => {
        await expect(page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
        await expect(page).toHaveURL(/\/pricing\/personalcentre\/myplans/);
      },
      redirecting: async ({ page }) => {
        await page.waitForURL(/\/login\?/);
        expect(new URL(page.url()).searchParams.get('next')).toBe(DEEP_LINK);
      },
    },
    async stop({ page }) {
      await page.context().close();
    },
  };
}
