import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { endSession as endServerSession, logoutUrlFor, SignOutError } from '../api/session';
import type { UserInfo } from '../api/user';
import {
  type GateUser,
  type SignInGateOutput,
  signInGateMachine,
} from '../machines/signInGateMachine';
import { EMPTY_USER, type PageErrorInfo, userMachine } from '../machines/userMachine';
import type { Auth } from '../routes/context';
import type { SearchInput } from '../state/urlQuery';
import { liveInspection } from '../statecharts/live/inspector';
import { appPath, withNext } from './loginHref';
import { maybeSignedIn as hasSignInHint, noteLeavingToSignIn } from './signInHint';

export interface AuthDeps {
  /**
   * GET /api/ch/se/if: the user, or id 0 when the server says nobody is signed in; rejects when
   * it gave no answer (api/user whoIsSignedIn).
   */
  getUserInfo: () => Promise<UserInfo>;
  /** The external login page (config VITE_LOGIN_URL, default /login). */
  loginUrl: string;
  /** The router's basepath, e.g. /pricing: `next` must be a full path the server can send back to. */
  basePath: string;
  /** Leaves the app for the login page (window.location.assign in the browser). */
  leaveTo: (url: string) => void;
  /** POST /logout next to the login page; rejects (SignOutError) when the session was not ended. */
  endSession?: () => Promise<void>;
  /** Calls back when this tab becomes visible again; returns the unsubscribe. */
  watchVisibility?: (onVisible: () => void) => () => void;
  /** Whether anyone may be signed in here (./signInHint.ts); if not, the server is not asked. */
  maybeSignedIn?: () => boolean;
}

export interface Session extends Auth {
  /** Asks the server who is signed in (shared with a gate check already running). */
  refresh(): void;
  /** The server has said who is signed in (or nobody), and no check is under way. */
  settled(): boolean;
  /** The current URL query, for the user state's coupon/origin (spec §3 URLQueryParams). */
  noteSearch(search: SearchInput): void;
  /** A page-level failure with no screen of its own (e.g. the language was not saved). */
  reportPageError(error: PageErrorInfo): void;
}

/**
 * The user state and the sign-in gate, bound to the real API. This module (xstate, the API
 * client) is loaded on demand, so the open pricing page does not pay for it on first load.
 */
export function createAuth({
  getUserInfo,
  loginUrl,
  basePath,
  leaveTo,
  endSession = () => endServerSession(logoutUrlFor(loginUrl)),
  watchVisibility = onTabVisible,
  maybeSignedIn = hasSignInHint,
}: AuthDeps): Session {
  // Both "nobody is signed in" and "the call failed" leave the user machine signed out; the gate
  // draws them as different transitions, so it is told which one happened.
  let lastLoadFailed = false;
  const fetchUserInfo = fromPromise<UserInfo>(async () => {
    // A browser nobody signed in to: the answer is known, and asking would only log a 403 and a
    // 401 in a first-time visitor's console.
    if (!maybeSignedIn()) {
      lastLoadFailed = false;
      return EMPTY_USER;
    }
    try {
      const info = await getUserInfo();
      lastLoadFailed = false;
      return info;
    } catch (error) {
      lastLoadFailed = true;
      throw error;
    }
  });
  const user = createActor(
    userMachine.provide({ actors: { fetchUserInfo } }),
    liveInspection(),
  ).start();

  // The gate asks through the user machine, so user state has one owner and concurrent asks
  // (header at start-up, gate) share one request.
  const fetchCurrentUser = fromPromise<GateUser>(async () => {
    if (!user.getSnapshot().matches('loading')) user.send({ type: 'user.load' });
    const settled = await waitFor(user, (snapshot) => !snapshot.matches('loading'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    if (settled.matches('signedIn') || !lastLoadFailed) return settled.context.userInfo;
    throw 'error';
  });

  const gate = signInGateMachine.provide({
    actors: { fetchCurrentUser },
    actions: {
      redirectToLogin: (_, { next }) => {
        noteLeavingToSignIn();
        leaveTo(withNext(loginUrl, next));
      },
    },
  });

  // Back in this tab after a while: the person may have signed out, or changed their details, in
  // another one. Only a known user is refreshed; visitors are asked when a page needs it.
  watchVisibility(() => {
    if (user.getSnapshot().matches('signedIn')) user.send({ type: 'user.load' });
  });

  let signingOut: Promise<boolean> | undefined;
  const signOut = (): Promise<boolean> => {
    signingOut ??= endSession()
      .then(
        () => {
          user.send({ type: 'user.reset' });
          return true;
        },
        (error: unknown) => {
          const code = error instanceof SignOutError ? error.code : '';
          user.send({ type: 'page.error', code, message: 'signOutFailed' });
          return false;
        },
      )
      .finally(() => {
        signingOut = undefined;
      });
    return signingOut;
  };

  // Signed out: the browser is on its way to the login page; keep the route pending until it goes.
  const settle = (output: SignInGateOutput): undefined | Promise<void> =>
    output.signedIn ? undefined : new Promise<void>(() => {});

  return {
    account: {
      getSnapshot: () => user.getSnapshot().context.userInfo,
      subscribe: (onChange) => {
        const subscription = user.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
    },
    loginHref: (location) => withNext(loginUrl, appPath(basePath, location)),
    leavingToSignIn: () => noteLeavingToSignIn(),
    ensureSignedIn(location, left) {
      const actor = createActor(gate, {
        input: { user: user.getSnapshot().context.userInfo, next: appPath(basePath, location) },
        ...liveInspection(),
      }).start();
      const snapshot = actor.getSnapshot();
      // A known user is let through synchronously, so the page shows no "checking" flash.
      if (snapshot.status === 'done') return settle(snapshot.output as SignInGateOutput);
      // Gone elsewhere before the answer: stopped, the gate never sends them to the login page
      // (the user's own check goes on, so the header still learns who is signed in).
      left?.addEventListener('abort', () => actor.stop(), { once: true });
      return toPromise(actor).then((output) => (output ? settle(output) : undefined));
    },
    pageError: {
      getSnapshot: () => user.getSnapshot().context.pageErrorInfo,
      subscribe: (onChange) => {
        const subscription = user.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
    },
    signOut,
    clearPageError: () => user.send({ type: 'page.error.clear' }),
    reportPageError: ({ code, message }) => user.send({ type: 'page.error', code, message }),
    refresh: () => user.send({ type: 'user.load' }),
    settled: () => {
      const snapshot = user.getSnapshot();
      // A failed check leaves the machine signed out, but the server said nothing: a reload in
      // the middle of it (the call aborted) must not cost the person their sign-in hints.
      return snapshot.matches('signedIn') || (snapshot.matches('signedOut') && !lastLoadFailed);
    },
    noteSearch: (search) => user.send({ type: 'url.query', search }),
  };
}

function onTabVisible(onVisible: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = () => {
    if (document.visibilityState === 'visible') onVisible();
  };
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
