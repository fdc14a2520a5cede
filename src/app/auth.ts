import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { UserInfo } from '../api/user';
import {
  type GateUser,
  type SignInGateOutput,
  signInGateMachine,
} from '../machines/signInGateMachine';
import { userMachine } from '../machines/userMachine';
import type { Auth, RequestedLocation } from '../routes/context';

export interface AuthDeps {
  /** GET /api/ch/se/if; rejects when nobody is signed in. */
  getUserInfo: () => Promise<UserInfo>;
  /** The external login page (config VITE_LOGIN_URL, default /login). */
  loginUrl: string;
  /** The router's basepath, e.g. /pricing: `next` must be a full path the server can send back to. */
  basePath: string;
  /** Leaves the app for the login page (window.location.assign in the browser). */
  leaveTo: (url: string) => void;
}

export function withNext(loginUrl: string, next: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}next=${encodeURIComponent(next)}`;
}

export function createAuth({ getUserInfo, loginUrl, basePath, leaveTo }: AuthDeps): Auth {
  const user = createActor(
    userMachine.provide({ actors: { fetchUserInfo: fromPromise(() => getUserInfo()) } }),
  ).start();

  // The gate asks through the user machine, so user state has one owner and one request is shared
  // by the header (start-up load) and the gate.
  const fetchCurrentUser = fromPromise<GateUser>(async () => {
    if (!user.getSnapshot().matches('loading')) user.send({ type: 'user.load' });
    const settled = await waitFor(user, (snapshot) => !snapshot.matches('loading'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    if (settled.matches('signedIn')) return settled.context.userInfo;
    throw 'error';
  });

  const appPath = ({ pathname, searchStr }: RequestedLocation) =>
    `${basePath}${pathname === '/' ? '/' : pathname}${searchStr}`;
  const loginHref = (location: RequestedLocation) => withNext(loginUrl, appPath(location));

  const gate = signInGateMachine.provide({
    actors: { fetchCurrentUser },
    actions: { redirectToLogin: (_, { next }) => leaveTo(withNext(loginUrl, next)) },
  });

  // Signed out: the browser is on its way to the login page; keep the route pending until it goes.
  const settle = (output: SignInGateOutput): undefined | Promise<void> =>
    output.signedIn ? undefined : new Promise<void>(() => {});

  return {
    user,
    loginHref,
    ensureSignedIn(location) {
      const actor = createActor(gate, {
        input: { user: user.getSnapshot().context.userInfo, next: appPath(location) },
      }).start();
      const snapshot = actor.getSnapshot();
      // A known user is let through synchronously, so the page shows no "checking" flash.
      if (snapshot.status === 'done') return settle(snapshot.output as SignInGateOutput);
      return toPromise(actor).then(settle);
    },
  };
}
