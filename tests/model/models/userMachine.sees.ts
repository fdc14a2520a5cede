import type { SnapshotFrom } from 'xstate';
import { userMachine } from '../../../src/machines/userMachine';
import { escapeRegExp, heading, type Person, text } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import { requireChecks } from '../drivers/checkoutTruth';
import type { ModelPath } from '../machineModel';

/** Each page's address (under the base path). */
const PAGES = {
  pricing: '/pricing/pricing',
  myplans: '/pricing/personalcentre/myplans',
  offers: '/pricing/products/offerselection',
};
/** What the person has in front of them, which both runners keep as the path goes. */
export type At = {
  /** Which page the person is on, as far as the user state's visible effects go. */
  screen: keyof typeof PAGES;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
  /** The current question is a refresh on coming back to the tab (not a sign-in gate's). */
  refreshing: boolean;
  /** The index of the next event: a state is checked at the start and after each step. */
  step: number;
};
/** Where every path starts: the pricing page, nothing asked yet. */
export const START: At = { screen: 'pricing', sinceLink: 0, refreshing: false, step: -1 };
/** A runner's handle: the person, and the state last checked (what they face at the next step). */
export type Seen = At & { person: Person; now: SnapshotFrom<typeof userMachine> };

const withLink = (path: ModelPath) => path.events.find((e) => e.type === 'url.query');
/** The pricing page's address with exactly this query (jsdom's is a bare path). */
const pricing = (query = '') =>
  new RegExp(`^(https?://[^/]+)?${escapeRegExp(PAGES.pricing + query)}$`);

/** Where a path starts: the promotion link a url.query step comes back to, else plain pricing. */
export function arrival(path: ModelPath): string {
  const search = (withLink(path) as { search?: Record<string, string> } | undefined)?.search;
  return search ? `${PAGES.pricing}?${new URLSearchParams(search)}` : PAGES.pricing;
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
  if (at.screen === 'pricing') return;
  await p.seesAddress(pricing());
  at.screen = 'pricing';
}

/**
 * What a person sees of each state of the user, besides the header and the page-error banner:
 * the page, and the sign-in gate. `leaving`: the gate is sending them to the login page.
 */
const userSees = {
  unknown: async (p, at) => {
    if (at.screen === 'pricing') await p.sees(heading('Pricing', 1));
  },
  loading: async (p, at) => {
    if (at.refreshing) {
      // Coming back to the tab: the page stays as it was while the app asks.
      await p.seesNo(text(new RegExp(escapeRegExp(GATE.checking), 'i')));
      if (at.screen === 'myplans') await p.sees(heading(GATE.protectedHeading, 1));
    } else if (at.screen !== 'pricing') {
      // On a protected page its sign-in gate shows that it is checking.
      await signInGate(p).checking();
    }
  },
  signedIn: async (p, at) => {
    if (at.screen === 'myplans') await p.sees(heading(GATE.protectedHeading));
  },
  signedOut: async (p, at, leaving) => {
    // The protected page's gate sends the visitor to the login page, with the way back.
    if (leaving) return signInGate(p).sentToLogin(PAGES[at.screen]);
    if (at.screen === 'pricing') return;
    // Signed out in another tab: the protected page gives way to the pricing page.
    await p.seesAddress(pricing());
    await p.sees(heading('Pricing', 1));
    at.screen = 'pricing';
  },
} satisfies Record<string, (p: Person, at: At, leaving: boolean) => Promise<unknown>>;
requireChecks(userMachine, userSees);

/**
 * A runner's state checks: the header shows the user the state holds (not while the gate leaves
 * for the login page: the runner checks that), the banner its page error, then the page, then
 * what only that runner can tell.
 */
export function userStates<H extends Seen>(
  own: Partial<Record<keyof typeof userSees, (h: H, leaving: boolean) => unknown>>,
) {
  const check = (key: keyof typeof userSees) => async (h: H, s: Seen['now']) => {
    h.now = s;
    h.step += 1;
    const leaving = key === 'signedOut' && h.screen !== 'pricing' && !h.refreshing;
    if (!leaving) await shell(h.person).shows(s.context.userInfo);
    await shell(h.person).pageError(s.context.pageErrorInfo);
    await userSees[key](h.person, h, leaving);
    await own[key]?.(h, leaving);
  };
  const keys = Object.keys(userSees) as (keyof typeof userSees)[];
  return Object.fromEntries(keys.map((key) => [key, check(key)]));
}
