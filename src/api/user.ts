import { isAppLocale } from '../i18n/locale';
import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
import { type UserInfo, UserInfoResponse, UserSettingsResponse } from './contract/user';

export const USER_INFO_PATH = '/api/ch/se/if';
export const USER_SETTINGS_PATH = '/api/ch/us/d';

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
  /** The saved LANGUAGE setting, or null when none is saved or it is not a known language. */
  getSavedLanguage(): Promise<Lang | null>;
  saveLanguage(lang: Lang): Promise<void>;
}

export function createUserApi(client: ApiClient): UserApi {
  return {
    async getUserInfo() {
      try {
        const { email, isInstitutionUser, mobileNumber, id } = await client.get(
          USER_INFO_PATH,
          undefined,
          UserInfoResponse,
        );
        return { email, isInstitutionUser, mobileNumber, id };
      } catch {
        throw 'error';
      }
    },
    async getSavedLanguage() {
      const settings = await client.get(
        USER_SETTINGS_PATH,
        { names: 'LANGUAGE' },
        UserSettingsResponse,
      );
      return isAppLocale(settings.LANGUAGE) ? settings.LANGUAGE : null;
    },
    async saveLanguage(lang) {
      await client.post(USER_SETTINGS_PATH, { LANGUAGE: lang });
    },
  };
}

const userApi = createUserApi(api);
export const getUserInfo = userApi.getUserInfo;
export const getSavedLanguage = userApi.getSavedLanguage;
export const saveLanguage = userApi.saveLanguage;
