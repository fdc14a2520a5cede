import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';

/** A seeded demo account (server/seed) and the password all demo accounts share. */
export const MEMBER = 'active@demo.test';
const PASSWORD = 'demo1234';

/** The header, where the app says who is signed in or offers "Sign in". */
export const banner = (page: Page) => page.getByRole('banner');

export async function expectSignInLink(page: Page) {
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(banner(page).getByText(/Signed in as/)).toHaveCount(0);
}

export async function expectSignedInAs(page: Page, email: string) {
  await expect(banner(page).getByText(/Signed in as/)).toContainText(email);
  await expect(banner(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}

/**
 * The person signs in on the server's login page in another tab of the same browser. The app
 * already open in the first tab does not know yet: it asks the server only when a page needs it.
 * (`next` is the server's own signed-in page, so the second tab never runs the app.)
 */
export async function signInElsewhere(context: BrowserContext, email = MEMBER) {
  const tab = await context.newPage();
  await tab.goto(`/login?next=${encodeURIComponent('/logout')}`);
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password').fill(PASSWORD);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByText(`You are signed in as ${email}`)).toBeVisible();
  await tab.close();
}

/**
 * Holds the browser's requests matching `pattern` while closed, as a slow server would; `open`
 * lets held and later requests through to the real server.
 */
export async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let isOpen = true;
  let arrived = 0;
  await page.route(pattern, async (route) => {
    arrived += 1;
    if (isOpen) await route.continue();
    else held.push(route);
  });
  return {
    get arrived() {
      return arrived;
    },
    get waiting() {
      return held.length;
    },
    close() {
      isOpen = false;
    },
    async open() {
      isOpen = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
