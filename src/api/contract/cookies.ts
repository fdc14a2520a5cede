/**
 * Cookie names. Kept apart from the user contract so the open pricing page, which reads the hint,
 * does not ship the user endpoints' schemas.
 */

/** Cookie holding the user session the login page issues. */
export const SESSION_COOKIE = 'sr_session';

/**
 * Readable companion of the session cookie, holding no secret: it tells the app a user may be
 * signed in, so the open pricing page checks who (header) without loading sign-in code for
 * every first-time visitor. The session cookie itself stays HttpOnly.
 */
export const SIGNED_IN_HINT_COOKIE = 'sr_signed_in';

/**
 * The language the app last showed (en | zh_CN | zh_HK), readable and holding no secret: the
 * server's sign-in pages speak it too.
 */
export const LANGUAGE_COOKIE = 'sr_lang';

/**
 * Readable companion of the device cookie (HttpOnly), holding no secret: this browser's device is
 * registered. A signed-in start without it registers before its first call, which the server
 * would otherwise refuse (403) on the way (issue 16).
 */
export const DEVICE_HINT_COOKIE = 'sr_device_known';
