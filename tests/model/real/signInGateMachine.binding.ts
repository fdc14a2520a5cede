import type { Browser, Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/cookies';
import { noUserBody } from '../../factories/user';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { shell, signIn } from '../../pages/shell';
import { GATE, loginFor } from '../../pages/signInGate';
import { knownUser, type Seen, sees } from '../models/signInGateMachine.model';
import type { Binding } from '../runner';

const MEMBER = 'active@demo.test';
const HINT = { name: SIGNED_IN_HINT_COOKIE, value: '1', domain: '127.0.0.1', path: '/' };

/** Lets the held user-info call through to the real server, or answers it with `answer`. */
type Release = (answer?: ReturnType<typeof noUserBody>) => void;

/** Holds the user-info answer until the path's "server answers" step, so the check is visible. */
async function holdUserInfo(page: Page): Promise<Release> {
  let release: Release = () => {};
  const answer = new Promise<ReturnType<typeof noUserBody> | undefined>((r) => {
    release = r;
  });
  await page.route('**/api/ch/se/if*', async (route) => {
    const body = await answer;
    if (body) await route.fulfill({ json: body });
    else await route.continue();
  });
  return release;
}

/** Sign-in gate against the real server and its real login page. */
export function realBinding(browser: Browser): Binding<Seen & { page: Page; release: Release }> {
  return {
    async start(path) {
      const page = await (await browser.newContext()).newPage();
      const person = playwrightPerson(page, { timeout: 5_000 });
      if (knownUser(path) || path.events[0]?.output?.id) {
        await page.goto(loginFor('/pricing/pricing'));
        await signIn(playwrightPerson(page), MEMBER);
        await page.waitForURL('**/pricing/pricing');
      }
      // A browser signed in before (the login page's hint is there): the gate asks the server.
      // Without the hint nobody is asked (tests/e2e/shell.spec.ts: a first-time visitor).
      else await page.context().addCookies([HINT]);
      if (knownUser(path)) {
        // The app learned who the user is at start-up; then they open a protected page.
        const header = shell(playwrightPerson(page));
        await header.signedInAs(MEMBER);
        await header.openPersonalCentre();
        return { page, release: () => {}, person };
      }
      const release = await holdUserInfo(page);
      await page.goto(GATE.deepLink);
      return { page, release, person };
    },
    events: {
      // A known user: the real server's answer. Nobody (id 0): the reference server would say
      // 401, so the answer a server that knows no one gives is played at the network. (The app
      // asks through the user machine (src/app/auth.ts), which ends signed out on id 0 as on a
      // failure, so the gate sees both the same way: the login page with `next`.)
      'xstate.done.actor.fetchCurrentUser': async (h, e) =>
        h.release(e.output.id === 0 ? noUserBody() : undefined),
      'xstate.error.actor.fetchCurrentUser': async (h) => h.release(),
    },
    states: sees,
    stop: ({ page }) => page.context().close(),
  };
}
