import * as v from 'valibot';
import { LangSchema } from './common';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';

/** The signed-in user. Without a user session: errorCode "401". */
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

export { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from './cookies';

/** User settings: names=LANGUAGE reads the saved language; a save sends {LANGUAGE}. */
const SettingsQuery = v.object({ names: v.optional(v.string()) });
const SaveSettingsRequest = v.object({ LANGUAGE: v.nullable(LangSchema) });
export const UserSettingsResponse = v.object({
  errorCode: v.string(),
  LANGUAGE: v.optional(v.nullable(LangSchema)),
});
export type UserSettingsResponse = v.InferOutput<typeof UserSettingsResponse>;

export const userEndpoints = {
  getUserInfo: {
    method: 'GET',
    path: '/api/ch/se/if',
    response: UserInfoResponse,
    errors: [ERROR.notSignedIn],
    auth: 'user',
    summary: 'The signed-in user',
  },
  getSettings: {
    method: 'GET',
    path: '/api/ch/us/d',
    request: SettingsQuery,
    response: UserSettingsResponse,
    errors: [ERROR.notSignedIn],
    auth: 'user',
    summary: 'User settings; names=LANGUAGE gives the saved language (null when never saved)',
  },
  saveSettings: {
    method: 'POST',
    path: '/api/ch/us/d',
    request: SaveSettingsRequest,
    response: UserSettingsResponse,
    errors: [ERROR.notSignedIn, ERROR.validation],
    auth: 'user',
    summary: 'Save user settings ({LANGUAGE})',
  },
} as const satisfies Endpoints;
