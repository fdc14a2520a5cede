import { type PageErrorInfo, userMachine } from '../../../src/machines/userMachine';
import { aUser } from '../../factories/user';
import type { Cannot } from '../cannot';
import type { MachineModel } from '../machineModel';

type UserModelEvent = {
  type: string;
  output?: { id: number; email: string };
  search?: unknown;
  code?: string;
  message?: string;
};
type UserSnapshot = {
  matches: (state: string) => boolean;
  context: { pageErrorInfo: PageErrorInfo | null };
};

const signedIn = aUser({ id: 7 });

/** The server is down when the person signs out: POST /logout answers 503. */
export const SIGN_OUT_FAILED = {
  type: 'page.error',
  code: '503',
  message: 'signOutFailed',
} as const;

const isSignedIn = (state: unknown) => (state as UserSnapshot).matches('signedIn');
const errorShown = (state: unknown) => (state as UserSnapshot).context.pageErrorInfo !== null;

/**
 * Steps a person has no way to take on the page as the path has it, whatever the browser. (The
 * traversal offers every event the machine accepts in each state, and merges states whose context
 * differs, so the runners judge these on each path's own states too.)
 */
const userCannot: Cannot[] = [
  {
    scope: 'model',
    when: ({ state, event }) =>
      (event.type === 'user.reset' || event.type === 'page.error') && !isSignedIn(state),
    why: 'Sign out (and so its failure) is in the header only while the user is signed in and known.',
  },
  {
    scope: 'model',
    when: ({ state, event }) => event.type === 'page.error.clear' && !errorShown(state),
    why: 'Dismiss is on screen only while an error is shown.',
  },
  {
    scope: 'model',
    when: ({ state, event }) => event.type === 'url.query' && errorShown(state),
    why: 'Going back to the promotion link changes page, and a change of page dismisses the error: that step is page.error.clear, not url.query with the error still shown.',
  },
];

export const model: MachineModel<typeof userMachine> = {
  machine: userMachine,
  // What a person can cause with the page as it is: Sign out (and its failure) only when the
  // header offers it; Dismiss only with an error on screen. Going back to a link is left out while
  // an error shows, because any change of page dismisses it (that is page.error.clear, too).
  events: ((snapshot: UserSnapshot) => [
    { type: 'user.load' },
    ...(snapshot.matches('signedIn') ? [{ type: 'user.reset' }, SIGN_OUT_FAILED] : []),
    snapshot.context.pageErrorInfo
      ? { type: 'page.error.clear' }
      : { type: 'url.query', search: { coupon: 'WELCOME10', origin: 'promocode' } },
    { type: 'xstate.done.actor.fetchUserInfo', output: signedIn },
    { type: 'xstate.done.actor.fetchUserInfo', output: { ...signedIn, id: 0, email: '' } },
    { type: 'xstate.error.actor.fetchUserInfo', error: 'error' },
  ]) as never,
  simplePaths: false,
  cannot: userCannot,
  // An error on screen changes what a person can do (Dismiss), so it makes a state of its own.
  // The traversal also tries a bare page.error wherever the machine accepts one (no code, no
  // message: nothing a person can cause); keeping those apart stops them standing in, as a
  // "shortest" way to an error on screen, for the sign-out failure a person really causes.
  serialize: (snapshot) => {
    const error = snapshot.context.pageErrorInfo;
    const shown = !error ? '' : error.message ? ' with a page error' : ' with an impossible error';
    return JSON.stringify(snapshot.value) + shown;
  },
  describeEvent: (e: UserModelEvent) => {
    switch (e.type) {
      case 'user.load':
        return 'The user opens a protected page, or comes back to the tab: the app asks who they are';
      case 'user.reset':
        return 'The user clicks Sign out and the server ends the session';
      case 'page.error':
        return `The user clicks Sign out and the server fails (${e.code})`;
      case 'page.error.clear':
        return 'The user dismisses the error';
      case 'url.query':
        return 'A link brings a coupon with origin=promocode';
      case 'xstate.error.actor.fetchUserInfo':
        return 'The user-info call fails';
      default:
        return e.output?.id ? `The server returns ${e.output.email}` : 'The server returns no user';
    }
  },
};
