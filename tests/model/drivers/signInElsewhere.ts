import type { BrowserContext } from '@playwright/test';
import { text } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { signIn } from '../../pages/shell';

/** A seeded demo account (server/seed). */
export const MEMBER = 'active@demo.test';

/**
 * The person signs in on the server's login page in another tab of the same browser. The app
 * already open in the first tab does not know yet: it asks the server only when a page needs it.
 * (`next` is the server's own signed-in page, so the second tab never runs the app.)
 * Used by the user and device-registration machines' real bindings.
 */
export async function signInElsewhere(context: BrowserContext, email = MEMBER) {
  const tab = await context.newPage();
  await tab.goto(`/login?next=${encodeURIComponent('/logout')}`);
  const person = playwrightPerson(tab);
  await signIn(person, email);
  await person.sees(text(`You are signed in as ${email}.`));
  await tab.close();
}
