import type { UserInfo } from '../../../src/api/user';
import { type PageErrorInfo, userMachine } from '../../../src/machines/userMachine';
import { heading, type Person, text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import { requireChecks } from '../fast/checkoutTruth';
import type { ModelPath } from '../machineModel';

/** Which page the person is on, as far as the user state's visible effects go. */
export type Screen = 'pricing' | 'myplans' | 'offers' | 'login';
/** What the person has in front of them, which both runners keep as the path goes. */
export type At = {
  screen: Screen;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
  /** The current question is a refresh on coming back to the tab (not a sign-in gate's). */
  refreshing: boolean;
  /** The index of the next event: a state is checked at the start and after each step. */
  step: number;
};
/** Where every path starts: the pricing page, nothing asked yet. */
export const START: At = { screen: 'pricing', sinceLink: 0, refreshing: false, step: -1 };
type S = { context: { userInfo: UserInfo; pageErrorInfo: PageErrorInfo | null } };
/** A runner's handle: the person, and the state last checked (what they face at the next step). */
export type Seen = At & { person: Person; now: { matches: (state: string) => boolean } };

const isProtected = (screen: Screen) => screen === 'myplans' || screen === 'offers';
const withLink = (path: ModelPath) => path.events.find((e) => e.type === 'url.query');
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The pricing page's address with exactly this query (the fast router's lacks the /pricing base). */
const pricing = (query = '') => new RegExp(`(^|/pricing)/pricing${escaped(query)}$`);

/** Where a path starts: the promotion link a url.query step comes back to, else plain pricing. */
export function arrival(path: ModelPath): string {
  const search = (withLink(path) as { search?: Record<string, string> } | undefined)?.search;
  return search ? `/pricing/pricing?${new URLSearchParams(search)}` : '/pricing/pricing';
}

/** The person goes to the plain pricing page from the header: the user state's query is empty. */
async function goToPlainPricing(p: Person, at: At) {
  await shell(p).opens('Pricing');
  await p.seesAddress(pricing());
  at.sinceLink += 1;
}

/** The app is open at `arrival(path)`; arrived by a link, the person goes on to plain pricing
 * so the user state's query is empty again, as the path's start has it. */
export async function arrived(p: Person, at: At, path: ModelPath) {
  await p.sees({ role: 'heading', level: 1 });
  if (withLink(path)) await goToPlainPricing(p, at);
}

/** The person opens the next protected page from the header; its sign-in gate asks the server. */
export async function opensProtectedPage(p: Person, at: At) {
  const offers = at.screen === 'myplans';
  await shell(p).opens(offers ? 'Choose a plan' : 'Personal Centre');
  at.screen = offers ? 'offers' : 'myplans';
  at.sinceLink += 1;
  at.refreshing = false;
}

/**
 * The person presses Back (`back(n)`: n times) until they are at the promotion link they arrived
 * with; the app stays loaded and tells the user state the link's coupon and origin.
 */
export async function backToLink(p: Person, at: At, event: unknown, back: (n: number) => unknown) {
  if (at.sinceLink === 0) await goToPlainPricing(p, at);
  await back(at.sinceLink);
  const { search } = event as { search: Record<string, string> };
  await p.seesAddress(pricing(`?${new URLSearchParams(search)}`));
  at.screen = 'pricing';
  at.sinceLink = 0;
}

/** The person clicks Sign out and the server ends the session: a protected page gives way to the
 * pricing page (replacing it in the history). */
export async function signsOut(p: Person, at: At) {
  await shell(p).signOut();
  await shell(p).signedOut();
  if (!isProtected(at.screen)) return;
  await p.seesAddress(pricing());
  at.screen = 'pricing';
}

/** What a person sees in each state of the user: header, page-error banner, sign-in gate. */
export const userSees = {
  unknown: async (p, s, at) => {
    await shell(p).onlySignedOut();
    await shell(p).pageError(s.context.pageErrorInfo);
    if (at.screen === 'pricing') await p.sees(heading('Pricing', 1));
  },
  loading: async (p, s, at) => {
    const { userInfo, pageErrorInfo } = s.context;
    if (userInfo.id !== 0) await shell(p).knownAs(userInfo.email);
    else await shell(p).onlySignedOut();
    await shell(p).pageError(pageErrorInfo);
    if (at.refreshing) {
      // Coming back to the tab: the page stays as it was while the app asks.
      await p.seesNo(text(new RegExp(escaped(GATE.checking), 'i')));
      if (at.screen === 'myplans') await p.sees(heading(GATE.protectedHeading, 1));
    } else if (at.screen !== 'pricing') {
      // On a protected page its sign-in gate shows that it is checking.
      await signInGate(p).checking();
    }
  },
  signedIn: async (p, s, at) => {
    await shell(p).knownAs(s.context.userInfo.email);
    await shell(p).pageError(s.context.pageErrorInfo);
    if (at.screen === 'myplans') await p.sees(heading(GATE.protectedHeading));
  },
  /** Where the gate sends the person (the login page) is the runner's to check. */
  signedOut: async (p, s, at) => {
    if (at.screen === 'login') return; // The real runner followed the gate: the app is gone.
    await shell(p).pageError(s.context.pageErrorInfo);
    if (isProtected(at.screen) && !at.refreshing) return p.seesNo(heading(GATE.protectedHeading));
    await shell(p).onlySignedOut();
    if (at.screen === 'pricing') return;
    // Signed out in another tab: the protected page gives way to the pricing page.
    await p.seesAddress(pricing());
    await p.sees(heading('Pricing', 1));
    at.screen = 'pricing';
  },
} satisfies Record<string, (p: Person, s: S, at: At) => Promise<void>>;
requireChecks(userMachine, userSees);

/**
 * A runner's state checks: what the person sees, then what only that runner can tell (`leaving`:
 * the gate is sending them to the login page, which the real runner follows and the fast cannot).
 */
export function userStates<H extends Seen>(
  own: Partial<Record<keyof typeof userSees, (h: H, leaving: boolean) => unknown>>,
) {
  const check = (key: keyof typeof userSees) => async (h: H, s: Seen['now'] & S) => {
    h.now = s;
    h.step += 1;
    const leaving = isProtected(h.screen) && !h.refreshing;
    await userSees[key](h.person, s, h);
    await own[key]?.(h, leaving);
  };
  const keys = Object.keys(userSees) as (keyof typeof userSees)[];
  return Object.fromEntries(keys.map((key) => [key, check(key)]));
}
