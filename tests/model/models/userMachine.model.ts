import assert from 'node:assert/strict';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { userMachine } from '../../../src/machines/userMachine';
import { aUser, noUser } from '../../factories/user';
import { heading, type Person } from '../../pages/person';
import { PAGES, shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import { answeredBy, type Held, type SignOuts, waitsOn } from '../drivers/held';
import type { MachineModel, ModelPath } from '../machineModel';

/** The promotion link every path arrives by, and a url.query step comes back to. */
const PROMOTION = { coupon: 'WELCOME10', origin: 'promocode' };
export const arrival = `${PAGES.pricing}?${new URLSearchParams(PROMOTION)}`;

export const model: MachineModel<typeof userMachine> = {
  machine: userMachine,
  events: [
    { type: 'user.load' },
    { type: 'user.reset' },
    { type: 'page.error', code: '503', message: 'signOutFailed' },
    { type: 'page.error.clear' },
    { type: 'url.query', search: PROMOTION },
    { type: 'xstate.done.actor.fetchUserInfo', output: aUser({ id: 7 }) },
    { type: 'xstate.done.actor.fetchUserInfo', output: noUser() },
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
};

/**
 * A runner's handle: the person; where the path took them (the address, pages since the promotion
 * link, whether the app's question is a refresh on coming back to the tab); the app's user-info
 * requests, held, and its sign-outs; going back `n` pages; to another tab and back; and what
 * happens `meanwhile` in another tab before the app asks (signing in as `user`, or out).
 */
export type Seen = {
  person: Person;
  at: string;
  sinceLink: number;
  refreshing: boolean;
  userInfo: Held;
  signOuts: SignOuts;
  back(n: number): Promise<unknown>;
  returnsToTab(): Promise<unknown>;
  meanwhile(user?: { id: number }): Promise<unknown>;
};

/** The app is open at `arrival`; the person goes on to plain pricing from the header, so the user
 * state's query is empty, as every path's start has it. */
export async function arrived(own: Omit<Seen, 'at' | 'sinceLink' | 'refreshing'>): Promise<Seen> {
  await shell(own.person).opens('Pricing');
  return { ...own, at: PAGES.pricing, sinceLink: 1, refreshing: false };
}

/** What the person does for each of their events, in both runners. */
export const does = {
  // A known person comes back to the tab, and so does one the server will answer "no one" (a
  // gate would leave for the login page: the sign-in gate's model walks that). Others open a
  // protected page from the header, and its sign-in gate asks.
  'user.load': async (h: Seen, _event: unknown, path: ModelPath, at: number) => {
    const answer = path.events.slice(at + 1).find((e) => e.type.endsWith('.actor.fetchUserInfo'));
    await h.meanwhile(answer?.output);
    const noOne = answer?.type === 'xstate.error.actor.fetchUserInfo' || answer?.output?.id === 0;
    h.refreshing = noOne || Boolean(path.states[at]?.matches('signedIn'));
    if (h.refreshing) return h.returnsToTab();
    await shell(h.person).openPersonalCentre();
    h.at = PAGES.myplans;
    h.sinceLink += 1;
  },
  // Back in the tab's history to the promotion link they arrived with; the app stays loaded and
  // tells the user state the link's coupon and origin.
  'url.query': async (h: Seen) => {
    await h.back(h.sinceLink);
    h.at = arrival;
    h.sinceLink = 0;
  },
  'page.error.clear': (h: Seen) => shell(h.person).dismissPageError(),
  ...answeredBy('fetchUserInfo', 'userInfo'),
  // The person clicks Sign out while the server is down for that one request (the step's code).
  'page.error': async (h: Seen, event: AnyEventObject) => {
    await h.signOuts.failNext(Number(event.code));
    await shell(h.person).signOut();
  },
  // The person clicks Sign out and the server ends the session, once: the header offers Sign in.
  'user.reset': async (h: Seen) => {
    const sent = h.signOuts.sent();
    await shell(h.person).signOut();
    await shell(h.person).signedOut();
    assert.equal(h.signOuts.sent(), sent + 1, 'one sign-out sent');
  },
};

/**
 * Each state of the user, in both runners: a protected page just opened shows its gate checking;
 * else the page they are at (signed out, a protected page gives way to pricing), no gate status.
 * The header, address and banner as the path has them; while loading, one question waits.
 */
async function check(h: Seen, s: SnapshotFrom<typeof userMachine>) {
  const loading = s.matches('loading');
  if (!loading && !s.matches('signedIn') && h.at === PAGES.myplans) h.at = PAGES.pricing;
  const page = h.at === PAGES.myplans ? GATE.protectedHeading : 'Pricing';
  const gated = loading && !h.refreshing && h.at === PAGES.myplans;
  if (gated) await signInGate(h.person).checking();
  else await h.person.sees(heading(page, 1));
  if (loading && !gated) await signInGate(h.person).notChecking();
  await shell(h.person).shows(s.context.userInfo, s.context.pageErrorInfo, h.at);
  if (loading) await waitsOn(h.userInfo);
}
export const sees = { '*': check };
