import {
  type Browser,
  type BrowserContext,
  type Page,
  expect as playwrightExpect,
  type Route,
} from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { DEVICE_COOKIE } from '../../../src/api/contract/device';
import { ALL_ENDPOINTS } from '../../../src/api/contract/endpoints';
import type { Result } from '../../../src/api/contract/result';
import type { Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { LOGIN } from '../../pages/shell';
import type { ModelPath } from '../path';
import type { Binding } from '../runner';

/** Everything the model runs answers within a second or two: a failure should not wait 10 s. */
export const expect = playwrightExpect.configure({ timeout: 5_000 });

/** The demo accounts' shared password (server/seed/README.md). */
const PASSWORD = 'demo1234';

/** A call's name as the contract declares it (the same in every layer). */
export type CallName = string;

/** Method and path of a declared call, read from the contract (never written twice). */
export function endpointOf(name: CallName): { method: string; path: string } {
  const found = ALL_ENDPOINTS.find((e) => e.name === name);
  if (!found) throw new Error(`the contract declares no call named ${name}`);
  return found.endpoint;
}

type Held = { route: Route; done: () => void; settled: boolean; body: unknown };
export type Released = { status: number; body: Record<string, unknown>; request: unknown };

/**
 * The browser's requests to the real server, held at the network until the path's "the server
 * answers" step: then the real request goes to the real server and its real answer comes back
 * untouched — or, for "no answer", the answer is lost on the way back (the connection drops).
 * Nothing is ever made up.
 */
export class HeldRequests {
  private readonly held = new Map<CallName, Held[]>();

  constructor(private readonly page: Page) {}

  /** Starts holding these calls (every later request of theirs waits for a step). */
  async hold(...names: CallName[]): Promise<void> {
    for (const name of names) {
      const { method, path } = endpointOf(name);
      this.held.set(name, []);
      await this.page.route(
        (url) => url.pathname === path,
        async (route) => {
          if (route.request().method() !== method) return route.fallback();
          await new Promise<void>((done) => {
            const raw = route.request().postData();
            const body = raw ? JSON.parse(raw) : null;
            this.list(name).push({ route, done, settled: false, body });
          });
        },
      );
    }
  }

  private list(name: CallName): Held[] {
    const list = this.held.get(name);
    if (!list) throw new Error(`${name} is not held`);
    return list;
  }

  /** How many requests of this call the page has sent so far. */
  count(name: CallName): number {
    return this.list(name).length;
  }

  /** The body of the n-th request (0-based). */
  sent(name: CallName, index: number): unknown {
    return this.list(name)[index]?.body;
  }

  /** The index of the newest request still waiting, once the page has sent one. */
  async waiting(name: CallName, timeout = 10_000): Promise<number> {
    let index = -1;
    await expect
      .poll(
        () => {
          index = this.list(name).findLastIndex((h) => !h.settled);
          return index;
        },
        { message: `the page sent no ${endpointOf(name).path} request to answer`, timeout },
      )
      .toBeGreaterThanOrEqual(0);
    return index;
  }

  /** Waits for one more request than `before` (the page resending after a moment). */
  async another(name: CallName, before: number, timeout = 6000): Promise<void> {
    await expect
      .poll(() => this.count(name), {
        message: `the page did not send ${endpointOf(name).path} again`,
        timeout,
      })
      .toBeGreaterThan(before);
  }

  /**
   * The real server answers the newest waiting request; its answer reaches the page as is.
   * `change`: fields of the request's JSON body replaced on the way (a spoiled signature, say).
   */
  async release(name: CallName, change?: Record<string, unknown>): Promise<Released> {
    const held = this.list(name)[await this.waiting(name)] as Held;
    held.settled = true;
    const postData = change && JSON.stringify({ ...(held.body as object), ...change });
    const response = await held.route.fetch(postData ? { postData } : undefined);
    const text = await response.text();
    await held.route.fulfill({ response, body: text });
    held.done();
    return { status: response.status(), body: JSON.parse(text || '{}'), request: held.body };
  }

  /** The real server answers as it should (200); `what` says what that means. Its body. */
  async releaseOk(name: CallName, what: string): Promise<Record<string, unknown>> {
    const { status, body } = await this.release(name);
    expect(status, what).toBe(200);
    return body;
  }

  /** The real server answers as the path says it does (done, or refused with that code). */
  async releaseAs(name: CallName, wanted: Result<unknown>): Promise<Result<never>> {
    const result = resultOf((await this.release(name)).body);
    const outcome = (r: Result<unknown>) => (r.ok ? 'ok' : r.problem.code);
    expect(outcome(result), 'the server answers as the path says').toBe(outcome(wanted));
    return result;
  }

  /**
   * No answer reaches the page. `reachServer`: the server still gets and handles the request
   * (a payment may be taken) and only its answer is lost, as when a connection drops.
   */
  async drop(name: CallName, reachServer: boolean): Promise<void> {
    const held = this.list(name)[await this.waiting(name)] as Held;
    held.settled = true;
    if (reachServer) await held.route.fetch();
    await held.route.abort(reachServer ? 'connectionreset' : 'internetdisconnected');
    held.done();
  }

  /** Lets everything still held through, so closing the page leaves nothing hanging. */
  async open(): Promise<void> {
    for (const list of this.held.values())
      for (const h of list.filter((h) => !h.settled)) {
        h.settled = true;
        await h.route.abort('aborted').catch(() => undefined);
        h.done();
      }
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Browser contexts for a binding's paths: the demo data is reset only after a path changed it,
 * and a demo account signs in on the login page once per reset (its cookies are reused after).
 */
export class Sessions {
  private dirty = false;
  private readonly signedIn = new Map<string, StorageState>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  /** The path now running changes the demo data (an order, a card, a contact): reset after it. */
  changesData(): void {
    this.dirty = true;
  }

  /** A new context, signed in as `email`, on demo data as seeded (apart from what this path did). */
  async open(email: string): Promise<Page> {
    if (this.dirty) {
      const context = await this.browser.newContext({ baseURL: this.baseURL });
      const reset = await context.request.post('/__test/reset', {
        data: { scenario: 'demo' },
        headers: { origin: this.baseURL },
      });
      expect(reset.ok(), 'demo data reset').toBe(true);
      await context.close();
      this.signedIn.clear();
      this.dirty = false;
    }
    const context = await this.browser.newContext({
      baseURL: this.baseURL,
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
      storageState: this.signedIn.get(email),
    });
    const page = await context.newPage();
    if (!this.signedIn.has(email)) {
      await signIn(page, email);
      await expect
        .poll(() => knowsDevice(context), { message: 'the app registered this browser' })
        .toBe(true);
      this.signedIn.set(email, await context.storageState());
    }
    return page;
  }

  /** A binding's start: a tab signed in as `email`, these calls held, at `url` (see closeScreen). */
  async openScreen<P>(
    email: string,
    url: string,
    pageOf: (person: Person) => P,
    ...hold: CallName[]
  ): Promise<RealScreen & { page: P }> {
    return showScreen(await this.open(email), url, pageOf, ...hold);
  }

  /** A binding's stop: lets what is still held go, and closes the tab. */
  async closeScreen({ tab, held }: RealScreen): Promise<void> {
    await held.open();
    await tab.context().close();
  }
}

/** A signed-in tab on one screen of the app, some of its calls held. */
export type RealScreen = { tab: Page; held: HeldRequests };

/**
 * The app at `url` in a tab already open (and arranged: a script added before the app loads, say),
 * these calls held.
 */
export async function showScreen<P>(
  tab: Page,
  url: string,
  pageOf: (person: Person) => P,
  ...hold: CallName[]
): Promise<RealScreen & { page: P }> {
  const held = new HeldRequests(tab);
  await held.hold(...hold);
  await tab.goto(url);
  return { tab, held, page: pageOf(playwrightPerson(tab)) };
}

/**
 * A Chromium binding that sees and does what the model says (its `sees` and `does`, as `heldActors`
 * in jsdom): `bind` opens each path's tab with these sessions and adds how this runner answers for
 * the server and the browser. After each path what is still held is let go and the tab closed.
 */
export function realScreens<S>(
  model: { sees: Binding<S>['states']; does: Binding<S>['events'] },
  bind: (sessions: Sessions) => Pick<Binding<S & RealScreen>, 'start' | 'events'>,
) {
  return (browser: Browser, baseURL: string): Binding<S & RealScreen> => {
    const sessions = new Sessions(browser, baseURL);
    const { start, events } = bind(sessions);
    const stop = (h: RealScreen) => sessions.closeScreen(h);
    return { start, events: { ...model.does, ...events }, states: model.sees, stop };
  };
}

/** A browser's refusal in a path's step (a DOMException), as the tab throws it again. */
export const refusal = (e?: AnyEventObject): [string, string] | undefined =>
  e?.error ? [e.error.message, e.error.name] : undefined;

/** The same step whether the browser's call `actor` is done or refused. */
export const eitherWay = <H>(
  actor: string,
  step: (h: H, e: AnyEventObject) => Promise<unknown>,
) => ({
  [`xstate.done.actor.${actor}`]: step,
  [`xstate.error.actor.${actor}`]: step,
});

/** What the path's first `type` event says the server answers (to pick the demo account). */
export const firstOutput = <T>(path: ModelPath, type: string): T | undefined =>
  path.events.find((e) => e.type === type)?.output as T | undefined;

/**
 * The server knows this browser as a device (its cookie is set once a registration was accepted).
 * The app registers at start-up; the API answers 403 until it has.
 */
export const knowsDevice = async (context: BrowserContext) =>
  (await context.cookies()).some((c) => c.name === DEVICE_COOKIE);

/** Signs in on the server's login page, as a person does, and lands on the pricing page. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent('/pricing/pricing')}`);
  await page.getByLabel(LOGIN.email).fill(email);
  await page.getByLabel(LOGIN.password).fill(PASSWORD);
  await page.getByRole('button', { name: LOGIN.submit }).click();
  await page.waitForURL('**/pricing/pricing');
}

/**
 * A call to the real API with the signed-in page's cookies, for arranging data before a path
 * (the app's own wire rules: JSON in a form-typed body, from the app's origin).
 */
export async function callApi(
  page: Page,
  baseURL: string,
  name: CallName,
  data?: unknown,
): Promise<Record<string, unknown>> {
  const { method, path } = endpointOf(name);
  const response = await page.request.fetch(`${baseURL}${path}`, {
    method,
    headers: { origin: baseURL, 'content-type': 'application/x-www-form-urlencoded' },
    ...(method === 'GET'
      ? { params: data as Record<string, string> }
      : { data: JSON.stringify(data ?? {}) }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  expect(body.errorCode, `${method} ${path}: ${JSON.stringify(body)}`).toBe('0');
  return body;
}

/** Stores a sandbox card for the signed-in user (it becomes the default). */
export async function storeCard(
  page: Page,
  baseURL: string,
  number: string,
  holder: string,
  makeDefault = true,
) {
  const body = await callApi(page, baseURL, 'storeCard', {
    card: { number, expMonth: 12, expYear: 2034, cvc: '123', holder },
    makeDefault,
  });
  return body.card as { id: number; last4: string };
}

/** The signed-in user's plans as the server lists them. */
export async function myPlans(page: Page, baseURL: string) {
  const body = await callApi(page, baseURL, 'getMyPlans', { lang: 'en' });
  return (body.data as { myPlans: unknown }).myPlans as {
    orderId: number;
    productCode: string;
    upgradeTargets: string[];
    paymentMethod: { cardId: number } | null;
  }[];
}

/** Switches a plan's payment method to one of the user's saved cards. */
export async function switchPlanCard(page: Page, baseURL: string, orderId: number, cardId: number) {
  await callApi(page, baseURL, 'switchPaymentMethod', { orderId, cardId });
}

/** A sandbox card number the gateway declines (5001). */
export const DECLINED_CARD = '4000000000000002';

/** A pay call's real answer as the app reads it: the value, or the server's refusal. */
function resultOf(body: Record<string, unknown>): Result<never> {
  const { errorCode, ...value } = body;
  if (errorCode === '0') return { ok: true, value: value as never };
  const invalidCoupons = (body.invalidCoupons ?? []) as never;
  return {
    ok: false,
    problem: { code: String(errorCode), message: String(body.message ?? ''), invalidCoupons },
  };
}

/**
 * The page's own `name` request (its `index`-th, by default the one now held), made first by the
 * same investor in another tab: when the page's request reaches the server, it is done already
 * (a code spent or taken off elsewhere, a redeem whose lost answer had gone through).
 */
export async function sendFromAnotherTab(
  { tab, held }: RealScreen,
  baseURL: string,
  name: CallName,
  index?: number,
): Promise<void> {
  const body = held.sent(name, index ?? (await held.waiting(name)));
  await callApi(tab, baseURL, name, body);
}
