import { type Browser, type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/cookies';
import { noUserBody } from '../../factories/user';
import { type Person, text } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { signIn } from '../../pages/shell';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';
import type { SignOuts } from './held';
import { type CallName, endpointOf } from './heldRequests';

// The session edge as the real bindings of the user, sign-in gate and device-registration
// machines arrange it: a browser of their own, who the real server says is signed in, and the
// app's session calls held at the network.

/** A seeded demo account (server/seed). */
const MEMBER = 'active@demo.test';

/**
 * A browser of its own (nothing stored yet), one tab open, and the person at it. Prompt (5 s): a
 * held user-info answer also ends on the login page after ky's 10 s timeout, not a step of a path.
 */
async function newBrowser(browser: Browser, baseURL: string) {
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
const hadUserBefore = (context: BrowserContext, baseURL: string) =>
  context.addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);

/**
 * The real server will say `user` is signed in when the app asks (with an id: they sign in in
 * another tab, unless this browser has a session already), and the app asks: this browser had a
 * user before.
 */
export async function serverKnows(context: BrowserContext, baseURL: string, user?: { id: number }) {
  await hadUserBefore(context, baseURL);
  const session = (await context.cookies()).some((c) => c.name === SESSION_COOKIE);
  if (user?.id && !session) await signInElsewhere(context);
}

/** A request's JSON body (the app sends it form-typed, so not Playwright's postDataJSON). */
const bodyOf = (route?: Route) => JSON.parse(route?.request().postData() || 'null');

/**
 * One call's requests at the network (held.ts): let through while `open`, else held, as a slow
 * server would, until a path's step answers them (`answer`: how the real server comes to answer
 * as the step says) or fails them (the network fails). `reopen`: after a step the call goes
 * through again (until `open` is unset), so a request the app sends again on its own (403 → the
 * device registers → the call is retried) reaches the server.
 */
export async function holdCall<O>(
  page: Page,
  name: CallName,
  answer: (route: Route, output: O, body: object) => Promise<void>,
  { open = false, reopen = false } = {},
) {
  const { method, path } = endpointOf(name);
  const held: Route[] = [];
  let sent = 0;
  const call = {
    open,
    sent: () => sent,
    unanswered: () => held.length,
    async body() {
      await expect.poll(() => held.length, { message: `a ${path} request held` }).not.toBe(0);
      return bodyOf(held.at(-1));
    },
    answer: (output: unknown) => call.settle((route) => answer(route, output as O, bodyOf(route))),
    fail: () => call.settle((route) => route.abort('failed')),
    async settle(how: (route: Route) => Promise<void>) {
      await call.body();
      call.open = reopen;
      for (const route of held.splice(0)) await how(route);
    },
  };
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      sent += 1;
      if (call.open) await route.continue();
      else held.push(route);
    },
  );
  return call;
}

/**
 * The app's user-info requests (held while not `open`): the real server answers a user (signed in
 * elsewhere); one that knows no one (id 0) is played at the network, since the real one answers
 * 401 instead.
 */
export const holdUserInfo = (page: Page, open = true) =>
  holdCall(
    page,
    'getUserInfo',
    (route, user: { id: number }) =>
      user.id ? route.continue() : route.fulfill({ json: noUserBody() }),
    { open, reopen: true },
  );

/** The app's sign-outs at the real server, counted; the next one can meet a server that is down. */
export function signOutsAt(page: Page): SignOuts {
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/logout') sent += 1;
  });
  const down = (status: number) => ({ status, contentType: 'text/html', body: '<p>Down</p>' });
  return {
    sent: () => sent,
    failNext: (status) =>
      page.route('**/logout', (route) => route.fulfill(down(status)), { times: 1 }),
  };
}

/** A tab in a browser of its own, and the person at it. */
type Tab = { page: Page; person: Person };

/**
 * A Chromium binding of a machine at the app's session edge (the user, the sign-in gate, device
 * registration): each path in a browser of its own, the model's sees and does plus this runner's
 * steps (`bind` is given the server's address); the browser is closed after the path.
 */
export function newBrowsers<S>(
  model: { sees: Binding<S & Tab>['states']; does?: Binding<S & Tab>['events'] },
  bind: (baseURL: string) => {
    start(tab: Tab, path: ModelPath): Promise<S>;
    events?: Binding<S & Tab>['events'];
  },
) {
  return (browser: Browser, baseURL: string): Binding<S & Tab> => {
    const { start, events } = bind(baseURL);
    return {
      async start(path) {
        const tab = await newBrowser(browser, baseURL);
        return { ...tab, ...(await start(tab, path)) };
      },
      events: { ...model.does, ...events },
      states: model.sees,
      stop: ({ page }) => page.context().close(),
    };
  };
}
