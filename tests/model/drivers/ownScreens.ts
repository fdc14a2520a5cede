import type { Browser } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import type { Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import type { ModelPath } from '../path';
import {
  type CallName,
  expect,
  firstOutput,
  HeldRequests,
  myPlans,
  type RealScreen,
  Sessions,
} from './heldRequests';

/** active@'s HKEx All-Platform plan: bought with a trial, then charged, as the demo data tells it. */
const MEMBER = 'active@demo.test';
/** An id no demo account has: the screen of something that is not the investor's. */
const NOT_MINE = 999_999;

/** A screen of one thing of the investor's own (read by `call`, the machine's `actor`). */
type OwnScreen<P> = {
  actor: string;
  call: CallName;
  url: (id: number) => string;
  pageOf: (person: Person) => P;
  /** Which of active@'s things the screen shows, found (or arranged) from their plan's order id. */
  own?: (screen: RealScreen, orderId: number) => Promise<number>;
};

/**
 * Screens of an investor's own plan (its history, its activity, an invoice) in Chromium against
 * the real server: active@'s, or, where the path's first read says so, one that is not theirs.
 */
export function ownScreens(browser: Browser, baseURL: string) {
  const sessions = new Sessions(browser, baseURL);
  return {
    sessions,
    async open<P>(path: ModelPath, s: OwnScreen<P>): Promise<RealScreen & { page: P }> {
      const refused =
        firstOutput<Result<unknown>>(path, `xstate.done.actor.${s.actor}`)?.ok === false;
      const tab = await sessions.open(MEMBER);
      const plan = (await myPlans(tab, baseURL)).find((p) => p.productCode === 'HK_ALL');
      if (!plan) throw new Error(`${MEMBER} has no HKEx All-Platform plan`);
      const screen = { tab, held: new HeldRequests(tab), page: s.pageOf(playwrightPerson(tab)) };
      const id = s.own ? await s.own(screen, plan.orderId) : plan.orderId;
      await screen.held.hold(s.call);
      await tab.goto(s.url(refused ? NOT_MINE : id));
      return screen;
    },
    close: (screen: RealScreen) => sessions.closeScreen(screen),
  };
}

/** The real server answers the read: found (its body) or not, as the path says (`what`). */
export async function releaseFound<T>(
  held: HeldRequests,
  call: CallName,
  wanted: Result<unknown> | undefined,
  what: string,
): Promise<T | null> {
  const { status, body } = await held.release(call);
  expect(status === 200, what).toBe(wanted?.ok ?? false);
  return status === 200 ? (body as unknown as T) : null;
}

/**
 * The two steps of a screen's one read (see ownRead.ts), in Chromium: the real server answers,
 * found or not as the path says (`what`), and what it found is kept as what the person should see,
 * once `check` agrees it is what the path needs; or no answer reaches the page.
 */
export function releasedRead<T>(
  { actor, call }: { actor: string; call: CallName },
  what: string,
  check: (found: T) => void,
) {
  type H = RealScreen & { found: T | null };
  return {
    [`xstate.done.actor.${actor}`]: async (h: H, e: AnyEventObject) => {
      h.found = await releaseFound<T>(h.held, call, e.output, what);
      if (h.found) check(h.found);
    },
    [`xstate.error.actor.${actor}`]: (h: H) => h.held.drop(call, false),
  };
}

/**
 * The same two steps for a screen of a list (codes, a schedule, a programme): the real server
 * answers, and the state after it checks that the page shows the path's answer and nothing else,
 * so it must be the real one; or no answer reaches the page.
 */
export const realRead = (actor: string, call: CallName, what: string) => ({
  [`xstate.done.actor.${actor}`]: (h: RealScreen) => h.held.releaseOk(call, what),
  [`xstate.error.actor.${actor}`]: (h: RealScreen) => h.held.drop(call, false),
});
