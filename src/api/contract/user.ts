import * as v from 'valibot';

/** GET /api/ch/se/if — the signed-in user. Without a user session: errorCode "401". */
export const UserInfoResponse = v.object({
  errorCode: v.string(),
  email: v.string(),
  isInstitutionUser: v.boolean(),
  mobileNumber: v.string(),
  id: v.number(),
});
export type UserInfoResponse = v.InferOutput<typeof UserInfoResponse>;

/** The signed-in user as the app keeps it. */
export interface UserInfo {
  email: string;
  isInstitutionUser: boolean;
  mobileNumber: string;
  /** 0 = not signed in (spec §3). */
  id: number;
}

/** Cookie holding the user session the login page issues. */
export const SESSION_COOKIE = 'sr_session';

/**
 * Readable companion of the session cookie, holding no secret: it tells the app a user may be
 * signed in, so the open pricing page checks who (header) without loading sign-in code for
 * every first-time visitor. The session cookie itself stays HttpOnly.
 */
export const SIGNED_IN_HINT_COOKIE = 'sr_signed_in';

/** GET /api/ch/us/d?names=LANGUAGE — user settings; PUT-like save via POST with {LANGUAGE}. */
export const UserSettingsResponse = v.object({
  errorCode: v.string(),
  LANGUAGE: v.optional(v.nullable(v.picklist(['en', 'zh_CN', 'zh_HK']))),
});
export type UserSettingsResponse = v.InferOutput<typeof UserSettingsResponse>;
