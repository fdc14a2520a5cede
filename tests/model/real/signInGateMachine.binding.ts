import { type Browser, expect, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';

const DEEP_LINK = '/pricing/personalcentre/myplans?x=1';
const MEMBER = 'active@demo.test';

type H = { page: Page; release: () => void };

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
async function holdUserInfo(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/ch/se/if*', async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Sign-in gate against the real server and its real login page. */
export function realBinding(browser: Browser): Binding<H> {
  const newPage = async () => (await browser.newContext()).newPage();
  return {
    unsupported: (path) =>
      path.events.some((e) => e.type.startsWith('xstate.done') && output(e)?.id === 0)
        ? 'The reference server never answers user info successfully without a user; it answers 401, which the failing-call path covers.'
        : undefined,
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
      'xstate.done.actor.fetchCurrentUser': async (h) => h.release(),
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
