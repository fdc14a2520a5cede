import { isAppLocale } from '../i18n/locale';
import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
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
  /** getSettings for LANGUAGE: the saved language, or null when none is saved or it is unknown. */
  getSavedLanguage(): Promise<Lang | null>;
  /** saveSettings with LANGUAGE. */
  saveLanguage(lang: Lang): Promise<void>;
}

export function createUserApi(client: ApiClient): UserApi {
  return {
    async getUserInfo() {
      try {
        const { email, isInstitutionUser, mobileNumber, id } = await client.call(
          userEndpoints.getUserInfo,
        );
        return { email, isInstitutionUser, mobileNumber, id };
      } catch {
        throw 'error';
      }
    },
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
export const getSavedLanguage = userApi.getSavedLanguage;
export const saveLanguage = userApi.saveLanguage;
