import { SIGNED_IN_HINT_COOKIE } from '../api/contract/cookies';
import type { UserInfo } from '../api/user';
import type { PageErrorInfo } from '../machines/userMachine';
import type { Auth } from '../routes/context';
import { safeLocalStorage, setReadableCookie } from '../state/browserStorage';
import type { SearchInput } from '../state/urlQuery';
import type { Session } from './auth';
import { appPath, withNext } from './loginHref';
import { maybeSignedIn, noteLeavingToSignIn, SESSION_HINT_KEY, SIGNING_IN_KEY } from './signInHint';

const UNKNOWN_USER: UserInfo = Object.freeze({
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
});

export { SESSION_HINT_KEY } from './signInHint';

export interface LazyAuthDeps {
  loadSession: () => Promise<Session>;
  loginUrl: string;
  basePath: string;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export interface LazyAuth extends Auth {
  /** At start-up: load the session and ask who is signed in, if this browser had a user before. */
  resume(): void;
  noteSearch(search: SearchInput): void;
  /** A page-level failure (only signed-in people cause one, so the session is loaded). */
  reportPageError(error: PageErrorInfo): void;
}

/**
 * Stands in for the session until a page needs it. First-time visitors to the open pricing page
 * download and call nothing for sign-in; protected routes load the session through the gate.
 */
export function createLazyAuth({
  loadSession,
  loginUrl,
  basePath,
  storage = safeLocalStorage(),
}: LazyAuthDeps): LazyAuth {
  let session: Session | undefined;
  let loading: Promise<Session> | undefined;
  let lastSearch: SearchInput;
  const listeners = new Set<() => void>();

  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };

  const remember = (signedIn: boolean) => {
    try {
      // The server has answered since any trip to the login page.
      storage?.removeItem(SIGNING_IN_KEY);
      if (signedIn) storage?.setItem(SESSION_HINT_KEY, '1');
      else {
        storage?.removeItem(SESSION_HINT_KEY);
        // A stale hint (expired session) would make every visit check again.
        setReadableCookie(SIGNED_IN_HINT_COOKIE, '', 0);
      }
    } catch {
      // Without storage the header simply learns who is signed in on the first protected page.
    }
  };

  const load = (): Promise<Session> => {
    loading ??= loadSession().then((loaded) => {
      session = loaded;
      if (lastSearch !== undefined) loaded.noteSearch(lastSearch);
      loaded.account.subscribe(() => {
        // Only what the server said: a check under way (id 0 until it answers) is not "nobody".
        if (loaded.settled()) remember(loaded.account.getSnapshot().id !== 0);
        for (const listener of listeners) listener();
      });
      return loaded;
    });
    return loading;
  };

  return {
    account: {
      getSnapshot: () => session?.account.getSnapshot() ?? UNKNOWN_USER,
      subscribe,
    },
    pageError: {
      getSnapshot: () => session?.pageError.getSnapshot() ?? null,
      subscribe,
    },
    signOut: () =>
      load()
        .then((loaded) => loaded.signOut())
        .then((signedOut) => {
          // Also done on every change to id 0; said here so a sign-out never leaves a hint behind.
          if (signedOut) remember(false);
          return signedOut;
        }),
    clearPageError: () => session?.clearPageError(),
    reportPageError: (error) => session?.reportPageError(error),
    loginHref: (location) => withNext(loginUrl, appPath(basePath, location)),
    leavingToSignIn: () => noteLeavingToSignIn(storage),
    ensureSignedIn(location, left) {
      if (session) return session.ensureSignedIn(location, left);
      return load().then((loaded) => loaded.ensureSignedIn(location, left));
    },
    resume() {
      const check = () => {
        if (maybeSignedIn(storage)) void load().then((loaded) => loaded.refresh());
      };
      check();
      // Signed in in another tab meanwhile (the login page left its hint): back here, the header
      // follows. A known user is refreshed by the session itself.
      if (typeof document !== 'undefined')
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible' && !session?.account.getSnapshot().id) check();
        });
    },
    noteSearch(search) {
      lastSearch = search;
      session?.noteSearch(search);
    },
  };
}
