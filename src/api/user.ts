import * as v from 'valibot';
import { isAppLocale } from '../i18n/locale';
import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
import { ERROR, ErrorBody } from './contract/errors';
import { type UserInfo, userEndpoints } from './contract/user';

export type { UserInfo };

export const EMPTY_USER_INFO: Readonly<UserInfo> = Object.freeze({
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
});

export interface UserApi {
  /** Rejects with the string "error" on any failure (spec §7), whatever the cause. */
  getUserInfo(): Promise<UserInfo>;
  /**
   * The same call, for the app's own sign-in state: the empty user (id 0) when the server answers
   * that nobody is signed in, and a rejection ("error") only when no such answer came (offline,
   * the page leaving mid-call, a server fault), so that is never taken for a sign-out.
   */
  whoIsSignedIn(): Promise<UserInfo>;
  /** getSettings for LANGUAGE: the saved language, or null when none is saved or it is unknown. */
  getSavedLanguage(): Promise<Lang | null>;
  /** saveSettings with LANGUAGE. */
  saveLanguage(lang: Lang): Promise<void>;
}

export function createUserApi(client: ApiClient): UserApi {
  const whoIsSignedIn = async (): Promise<UserInfo> => {
    try {
      const { email, isInstitutionUser, mobileNumber, id } = await client.call(
        userEndpoints.getUserInfo,
      );
      return { email, isInstitutionUser, mobileNumber, id };
    } catch (refusal) {
      // The server's refusal, read through the contract: nobody is signed in.
      if (v.is(ErrorBody, refusal) && refusal.errorCode === ERROR.notSignedIn)
        return EMPTY_USER_INFO;
      throw 'error';
    }
  };
  return {
    async getUserInfo() {
      const user = await whoIsSignedIn();
      if (user.id === 0) throw 'error';
      return user;
    },
    whoIsSignedIn,
    async getSavedLanguage() {
      const settings = await client.call(userEndpoints.getSettings, { names: 'LANGUAGE' });
      return isAppLocale(settings.LANGUAGE) ? settings.LANGUAGE : null;
    },
    async saveLanguage(lang) {
      await client.call(userEndpoints.saveSettings, { LANGUAGE: lang });
    },
  };
}

const userApi = createUserApi(api);
export const getUserInfo = userApi.getUserInfo;
export const whoIsSignedIn = userApi.whoIsSignedIn;
export const getSavedLanguage = userApi.getSavedLanguage;
export const saveLanguage = userApi.saveLanguage;
