import { i18n, type Messages } from '@lingui/core';
import { applyLocale, loadMessages } from '../i18n/catalog';
import type { AppLocale } from '../i18n/locale';
import { storeLanguage } from '../i18n/preference';
import type { Account, Language } from '../routes/context';

export interface LanguageDeps {
  account: Account;
  getSavedLanguage: () => Promise<AppLocale | null>;
  saveLanguage: (locale: AppLocale) => Promise<void>;
  load?: (locale: AppLocale) => Promise<Messages>;
}

export interface LanguageController extends Language {
  /** Once signed in, the account's saved language (if any) wins over this browser's. */
  followAccount(): () => void;
}

export function createLanguage({
  account,
  getSavedLanguage,
  saveLanguage,
  load = loadMessages,
}: LanguageDeps): LanguageController {
  // Quick successive choices must end on the last one, whichever catalog arrives first.
  let latest = 0;
  const show = async (locale: AppLocale) => {
    const request = ++latest;
    const messages = await load(locale);
    if (request === latest) applyLocale(locale, messages);
  };

  return {
    async change(locale) {
      storeLanguage(locale);
      if (account.getSnapshot().id !== 0) {
        // Not worth an error on screen: the choice still applies here and is kept locally.
        saveLanguage(locale).catch(() => {});
      }
      await show(locale);
    },
    followAccount() {
      let followedId = 0;
      const follow = () => {
        const { id } = account.getSnapshot();
        if (id === 0 || id === followedId) return;
        followedId = id;
        getSavedLanguage()
          .then((saved) => {
            if (!saved || saved === i18n.locale) return;
            storeLanguage(saved);
            return show(saved);
          })
          .catch(() => {});
      };
      // subscribe() reports changes only, so look at the user as they are now too.
      follow();
      return account.subscribe(follow);
    },
  };
}
