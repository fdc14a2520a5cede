import { type Browser, type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/cookies';
import { userEndpoints } from '../../../src/api/contract/user';
import { noUserBody } from '../../factories/user';
import { text } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { signIn } from '../../pages/shell';

// Who the real server says is signed in, as the real bindings of the user, sign-in gate and
// device-registration machines arrange it.

/** A seeded demo account (server/seed). */
const MEMBER = 'active@demo.test';

/**
 * A browser of its own (nothing stored yet), one tab open, and the person at it. Prompt (5 s): a
 * held user-info answer also ends on the login page after ky's 10 s timeout, not a step of a path.
 */
export async function newBrowser(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  return { page, person: playwrightPerson(page, { timeout: 5_000 }) };
}

/**
 * The person signs in on the server's login page in another tab of the same browser. The app
 * already open in the first tab does not know yet: it asks the server only when a page needs it.
 * (`next` is the server's own signed-in page, so the second tab never runs the app.)
 */
export async function signInElsewhere(context: BrowserContext, email = MEMBER) {
  const tab = await context.newPage();
  await tab.goto(`/login?next=${encodeURIComponent('/logout')}`);
  const person = playwrightPerson(tab);
  await signIn(person, email);
  await person.sees(text(`You are signed in as ${email}.`));
  await tab.close();
}

/**
 * This browser had a user before: the login page's hint is there, so the app asks the server who
 * is signed in (without it nobody is asked: tests/e2e/shell.spec.ts, a first-time visitor).
 */
export const hadUserBefore = (context: BrowserContext, baseURL: string) =>
  context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);

/** How held user-info requests go: to the real server, lost on the way, or answered with `json`. */
type Release = 'server' | 'fail' | { json: unknown };

/**
 * The page's user-info requests (the contract's getUserInfo): let through while `open`, else held, as a
 * slow server would, until the path's "the server answers" step releases them.
 */
export async function holdUserInfo(page: Page, open = true) {
  const calls = {
    open,
    /** Those held now. */
    held: [] as Route[],
    /** The real server answers `user` (signed in elsewhere; 403 → the device registers → the
     * call is retried); one that knows no one (id 0) is played at the network, since the real one
     * answers 401 instead. */
    answer: (user: { id: number }) => calls.release(user.id ? 'server' : { json: noUserBody() }),
    /** The network fails (the request is aborted). */
    fail: () => calls.release('fail'),
    async release(how: Release) {
      await expect
        .poll(() => calls.held.length, { message: 'a user-info request held' })
        .not.toBe(0);
      calls.open = true;
      for (const route of calls.held.splice(0))
        if (how === 'server') await route.continue();
        else if (how === 'fail') await route.abort('failed');
        else await route.fulfill({ json: how.json });
    },
  };
  await page.route(
    (url) => url.pathname === userEndpoints.getUserInfo.path,
    async (route) => {
      if (calls.open) await route.continue();
      else calls.held.push(route);
    },
  );
  return calls;
}
