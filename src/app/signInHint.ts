import { DEVICE_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '../api/contract/cookies';
import { hasCookie, safeLocalStorage } from '../state/browserStorage';

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
    return storage?.getItem(SESSION_HINT_KEY) === '1' || hasCookie(SIGNED_IN_HINT_COOKIE, '1');
  } catch {
    // Storage or cookies refused (a sandboxed frame): nobody can be known to be signed in.
    return false;
  }
}

/** Whether the server registered this browser's device (its readable hint cookie). */
export function deviceKnown(): boolean {
  return hasCookie(DEVICE_HINT_COOKIE, '1');
}
