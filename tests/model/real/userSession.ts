import type { BrowserContext, Page, Route } from '@playwright/test';
import { text } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { signIn } from '../../pages/shell';

/** A seeded demo account (server/seed). */
export const MEMBER = 'active@demo.test';

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
 * Holds the browser's requests matching `pattern` while closed, as a slow server would; `answer`
 * lets them go (to the real server, as a network failure, or with this body) and opens again.
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
    async answer(how: 'server' | 'fail' | { json: unknown }) {
      isOpen = true;
      for (const route of held.splice(0))
        if (how === 'server') await route.continue();
        else if (how === 'fail') await route.abort('failed');
        else await route.fulfill({ status: 200, contentType: 'application/json', json: how.json });
    },
  };
}
