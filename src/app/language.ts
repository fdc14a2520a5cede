import { i18n, type Messages } from '@lingui/core';
import { applyLocale, loadMessages } from '../i18n/catalog';
import type { AppLocale } from '../i18n/locale';
import { storeLanguage } from '../i18n/preference';
import type { PageErrorInfo } from '../machines/userMachine';
import type { Account, Language } from '../routes/context';

export interface LanguageDeps {
  account: Account;
  getSavedLanguage: () => Promise<AppLocale | null>;
  saveLanguage: (locale: AppLocale) => Promise<void>;
  load?: (locale: AppLocale) => Promise<Messages>;
  /** Shows a page-level error (the user state's page.error). */
  reportError?: (error: PageErrorInfo) => void;
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
  reportError,
}: LanguageDeps): LanguageController {
  // Quick successive choices must end on the last one, whichever catalog arrives first.
  let latest = 0;
  // A visit's language (from a link) wins over the account's until the person picks one.
  let visiting = false;
  const show = async (locale: AppLocale) => {
    const request = ++latest;
    const messages = await load(locale);
    if (request === latest) applyLocale(locale, messages);
  };

  return {
    async change(locale) {
      visiting = false;
      storeLanguage(locale);
      if (account.getSnapshot().id !== 0) {
        // The choice still applies here and is kept locally; the banner says the account lacks it.
        saveLanguage(locale).catch((error: unknown) =>
          reportError?.({ code: errorCodeOf(error), message: 'languageNotSaved' }),
        );
      }
      await show(locale);
    },
    async visit(locale) {
      visiting = true;
      await show(locale);
    },
    followAccount() {
      let followedId = 0;
      const follow = () => {
        const { id } = account.getSnapshot();
        if (id === 0 || id === followedId || visiting) return;
        followedId = id;
        getSavedLanguage()
          .then((saved) => {
            if (!saved || saved === i18n.locale || visiting) return;
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

/** The API client rejects with the server's body (errorCode ≠ "0"), or an Error without one. */
function errorCodeOf(error: unknown): string {
  const code = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof code === 'string' ? code : '';
}
