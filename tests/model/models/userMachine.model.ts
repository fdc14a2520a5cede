import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { userMachine } from '../../../src/machines/userMachine';
import { aUser } from '../../factories/user';
import { escapeRegExp, heading, type Person, text } from '../../pages/person';
import { PAGES, shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import { requireChecks } from '../drivers/checkoutTruth';
import type { MachineModel, ModelPath } from '../machineModel';

const signedIn = aUser({ id: 7 });

/** What the steps say, by event type (a fetchUserInfo answer: by who it returns). */
const WORDS: Record<string, (e: AnyEventObject) => string> = {
  'user.load': () =>
    'The user opens a protected page, or comes back to the tab: the app asks who they are',
  'user.reset': () => 'The user clicks Sign out and the server ends the session',
  // The server is down when the person signs out: POST /logout answers 503.
  'page.error': (e) => `The user clicks Sign out and the server fails (${e.code})`,
  'page.error.clear': () => 'The user dismisses the error',
  'url.query': () => 'A link brings a coupon with origin=promocode',
  'xstate.done.actor.fetchUserInfo': (e) =>
    e.output?.id ? `The server returns ${e.output.email}` : 'The server returns no user',
  'xstate.error.actor.fetchUserInfo': () => 'The user-info call fails',
};

export const model: MachineModel<typeof userMachine> = {
  machine: userMachine,
  events: [
    { type: 'user.load' },
    { type: 'user.reset' },
    { type: 'page.error', code: '503', message: 'signOutFailed' },
    { type: 'page.error.clear' },
    { type: 'url.query', search: { coupon: 'WELCOME10', origin: 'promocode' } },
    { type: 'xstate.done.actor.fetchUserInfo', output: signedIn },
    { type: 'xstate.done.actor.fetchUserInfo', output: { ...signedIn, id: 0, email: '' } },
    { type: 'xstate.error.actor.fetchUserInfo', error: 'error' },
  ] as never,
  simplePaths: false,
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        (event.type === 'user.reset' || event.type === 'page.error') && !state.matches('signedIn'),
      why: 'Sign out (and so its failure) is in the header only while the user is signed in and known.',
    },
    {
      scope: 'model',
      when: ({ state, event }) => event.type === 'page.error.clear' && !state.context.pageErrorInfo,
      why: 'Dismiss is on screen only while an error is shown.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'url.query' && state.context.pageErrorInfo !== null,
      why: 'Going back to the promotion link changes page, and a change of page dismisses the error: that step is page.error.clear, not url.query with the error still shown.',
    },
  ],
  // An error on screen changes what a person can do (Dismiss), so it makes a state of its own.
  serialize: (s) => JSON.stringify(s.value) + (s.context.pageErrorInfo ? ' with a page error' : ''),
  describeEvent: (e: AnyEventObject) => WORDS[e.type]?.(e) ?? e.type,
};

/**
 * A runner's handle: what the person has in front of them, which both runners keep as the path
 * goes, the state last checked (what they face at the next step), and what only the runner can
 * do: go back `n` pages, and switch to another tab and back in a browser that had a user before
 * (so the app asks the server who is signed in).
 */
export type Seen = {
  person: Person;
  /** The address they are at: pricing (with a link's query), or a protected page. */
  at: string;
  /** In-app navigations since the promotion link the person arrived with (Back goes there). */
  sinceLink: number;
  /** The current question is a refresh on coming back to the tab (not a sign-in gate's). */
  refreshing: boolean;
  /** The index of the next event: a state is checked at the start and after each step. */
  step: number;
  now: SnapshotFrom<typeof userMachine>;
  back(n: number): Promise<unknown>;
  returnsToTab(): Promise<unknown>;
};
type Own<H> = Omit<H, 'at' | 'sinceLink' | 'refreshing' | 'step' | 'now'>;

const link = (search: Record<string, string>) => `${PAGES.pricing}?${new URLSearchParams(search)}`;
const withLink = (path: ModelPath) => path.events.find((e) => e.type === 'url.query');

/** Where a path starts: the promotion link a url.query step comes back to, else plain pricing. */
export const arrival = (path: ModelPath) => {
  const search = withLink(path)?.search;
  return search ? link(search) : PAGES.pricing;
};

/** The person goes to the plain pricing page from the header: the user state's query is empty. */
async function goToPlainPricing(h: Seen) {
  await shell(h.person).opens('Pricing');
  await shell(h.person).onPricing();
  h.sinceLink += 1;
}

/** The app is open at `arrival(path)` with this runner's `own` handle; arrived by a link, the
 * person goes on to plain pricing so the user state's query is empty, as the path's start has it. */
export async function arrived<H extends Seen>(own: Own<H>, path: ModelPath) {
  const h = { ...own, at: PAGES.pricing, sinceLink: 0, refreshing: false, step: -1 } as H;
  await h.person.sees({ role: 'heading', level: 1 });
  if (withLink(path)) await goToPlainPricing(h);
  return h;
}

/** What the person does for each of their events, in both runners. */
export const does = {
  /**
   * A signed-in person comes back to the tab; so does a signed-out one whose question gets the
   * answer "no one" and whose path goes on (a protected page's gate would leave for the login
   * page, where a real browser cannot go on). Otherwise they open a protected page from the
   * header, and its sign-in gate asks.
   */
  'user.load': async (h: Seen, _event: unknown, path: ModelPath) => {
    const [answer, next] = path.events.slice(h.step + 1) as (AnyEventObject | undefined)[];
    const noOne = answer?.type === 'xstate.error.actor.fetchUserInfo' || answer?.output?.id === 0;
    h.refreshing = h.now.matches('signedIn') || (noOne && next !== undefined);
    if (h.refreshing) return h.returnsToTab();
    await shell(h.person).openPersonalCentre();
    h.at = PAGES.myplans;
    h.sinceLink += 1;
  },
  /**
   * The person presses Back until they are at the promotion link they arrived with; the app stays
   * loaded and tells the user state the link's coupon and origin.
   */
  'url.query': async (h: Seen, event: AnyEventObject) => {
    if (h.sinceLink === 0) await goToPlainPricing(h);
    await h.back(h.sinceLink);
    h.at = link(event.search);
    h.sinceLink = 0;
  },
  'page.error.clear': (h: Seen) => shell(h.person).dismissPageError(),
};

/** The person clicks Sign out and the server ends the session: a protected page gives way to the
 * pricing page (replacing it in the history). */
export async function signsOut(h: Seen) {
  await shell(h.person).signOut();
  await shell(h.person).signedOut();
  if (h.at === PAGES.myplans) h.at = PAGES.pricing;
}

/**
 * What a person sees of each state of the user, besides the header, the address and the
 * page-error banner: the page, and the sign-in gate. `leaving`: the gate is sending them to the
 * login page.
 */
const userSees = {
  // Nobody asked yet, or signed out: always on the pricing page.
  unknown: (h) => h.person.sees(heading('Pricing', 1)),
  loading: async ({ person, at, refreshing }) => {
    // On a protected page just opened, its sign-in gate shows that it is checking.
    if (!refreshing) return signInGate(person).checking();
    // Coming back to the tab: the page stays as it was while the app asks.
    await person.seesNo(text(new RegExp(escapeRegExp(GATE.checking), 'i')));
    if (at === PAGES.myplans) await person.sees(heading(GATE.protectedHeading, 1));
  },
  signedIn: async (h) => {
    if (h.at === PAGES.myplans) await h.person.sees(heading(GATE.protectedHeading));
  },
  signedOut: async (h, leaving) => {
    // The protected page's gate sends the visitor to the login page, with the way back.
    if (leaving) return signInGate(h.person).sentToLogin(PAGES.myplans);
    if (h.at !== PAGES.myplans) return;
    // Signed out in another tab: the protected page gives way to the pricing page.
    h.at = PAGES.pricing;
    await h.person.sees(heading('Pricing', 1));
  },
} satisfies Record<string, (h: Seen, leaving: boolean) => Promise<unknown>>;
requireChecks(userMachine, userSees);

/**
 * A runner's state checks: the page, then (not while the gate leaves for the login page: the
 * runner checks that) the header shows the user the state holds and the person is where the path
 * took them; the banner its page error; then what only that runner can tell.
 */
export function userStates<H extends Seen>(
  own: Partial<Record<keyof typeof userSees, (h: H, leaving: boolean) => unknown>>,
) {
  const check = (key: keyof typeof userSees) => async (h: H, s: Seen['now']) => {
    h.now = s;
    h.step += 1;
    const leaving = key === 'signedOut' && h.at === PAGES.myplans && !h.refreshing;
    await userSees[key](h, leaving);
    if (!leaving) await shell(h.person).shows(s.context.userInfo);
    if (!leaving) await shell(h.person).at(h.at);
    await shell(h.person).pageError(s.context.pageErrorInfo);
    await own[key]?.(h, leaving);
  };
  const keys = Object.keys(userSees) as (keyof typeof userSees)[];
  return Object.fromEntries(keys.map((key) => [key, check(key)]));
}
