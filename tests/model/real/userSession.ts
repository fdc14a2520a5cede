import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN, shell } from '../../pages/shell';

/** A seeded demo account (server/seed) and the password all demo accounts share. */
export const MEMBER = 'active@demo.test';
const PASSWORD = 'demo1234';

/** The header, where the app says who is signed in or offers "Sign in". */
export const banner = (page: Page) => page.getByRole('banner');

/** The header offers only Sign in; or names `email` and offers no Sign in. */
export const expectSignInLink = (page: Page) => shell(playwrightPerson(page)).onlySignedOut();
export const expectSignedInAs = (page: Page, email: string) =>
  shell(playwrightPerson(page)).onlySignedInAs(email);

/**
 * The person signs in on the server's login page in another tab of the same browser. The app
 * already open in the first tab does not know yet: it asks the server only when a page needs it.
 * (`next` is the server's own signed-in page, so the second tab never runs the app.)
 */
export async function signInElsewhere(context: BrowserContext, email = MEMBER) {
  const tab = await context.newPage();
  await tab.goto(`/login?next=${encodeURIComponent('/logout')}`);
  await tab.getByLabel(LOGIN.email).fill(email);
  await tab.getByLabel(LOGIN.password).fill(PASSWORD);
  await tab.getByRole('button', { name: LOGIN.submit }).click();
  await expect(tab.getByText(`You are signed in as ${email}`)).toBeVisible();
  await tab.close();
}

/** How held requests are let go: to the real server, as a network failure, or with this body. */
export type Answer = 'server' | 'fail' | { json: unknown };

/**
 * Holds the browser's requests matching `pattern` while closed, as a slow server would; `answer`
 * lets held requests go (to the real server, failing, or answered with a body) and opens again.
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
  const settle = (route: Route, how: Answer) =>
    how === 'server'
      ? route.continue()
      : how === 'fail'
        ? route.abort('failed')
        : route.fulfill({ status: 200, contentType: 'application/json', json: how.json });
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
    async answer(how: Answer) {
      isOpen = true;
      for (const route of held.splice(0)) await settle(route, how);
    },
    open() {
      return this.answer('server');
    },
  };
}
