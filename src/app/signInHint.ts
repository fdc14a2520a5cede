import { DEVICE_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '../api/contract/cookies';

/** localStorage flag: this browser had a signed-in user last time, so check again at start. */
export const SESSION_HINT_KEY = 'sr.signedIn';

/**
 * Whether someone may be signed in in this browser: the login page's readable hint cookie, or
 * our own flag from last time. Without either nobody is, and asking the server would only log a
 * refused request in the visitor's console (issue 16).
 */
export function maybeSignedIn(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  try {
    return (
      storage?.getItem(SESSION_HINT_KEY) === '1' ||
      document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_HINT_COOKIE}=1`)
    );
  } catch {
    // Storage or cookies refused (a sandboxed frame): nobody can be known to be signed in.
    return false;
  }
}

/** Whether the server registered this browser's device (its readable hint cookie). */
export function deviceKnown(): boolean {
  try {
    return document.cookie.split(';').some((c) => c.trim() === `${DEVICE_HINT_COOKIE}=1`);
  } catch {
    return false;
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
