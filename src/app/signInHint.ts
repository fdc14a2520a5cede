import { DEVICE_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '../api/contract/cookies';
import { hasCookie, safeLocalStorage } from '../state/browserStorage';

/** localStorage flag: this browser had a signed-in user last time, so check again at start. */
export const SESSION_HINT_KEY = 'sr.signedIn';

/**
 * localStorage flag: this browser was sent to the login page. A login page on another host (spec
 * §4's external one) cannot leave its hint cookie here, and without this the person coming back
 * signed in would be sent to it again, round and round. Cleared by the server's next answer.
 */
export const SIGNING_IN_KEY = 'sr.signingIn';

/** This browser is going to the login page: sent by the sign-in gate, or by the header's link. */
export function noteLeavingToSignIn(
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(SIGNING_IN_KEY, '1');
  } catch {
    // Storage refused: only a same-host login page's hint cookie can say so then.
  }
}

/**
 * Whether someone may be signed in in this browser: the login page's readable hint cookie, our
 * own flag from last time, or a trip to the login page. Without any of them nobody is, and asking
 * the server would only log a refused request in the visitor's console (issue 16).
 */
export function maybeSignedIn(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  try {
    return (
      storage?.getItem(SESSION_HINT_KEY) === '1' ||
      storage?.getItem(SIGNING_IN_KEY) === '1' ||
      hasCookie(SIGNED_IN_HINT_COOKIE, '1')
    );
  } catch {
    // Storage or cookies refused (a sandboxed frame): nobody can be known to be signed in.
    return false;
  }
}

/** Whether the server registered this browser's device (its readable hint cookie). */
export function deviceKnown(): boolean {
  return hasCookie(DEVICE_HINT_COOKIE, '1');
}
