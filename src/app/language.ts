import type { Messages } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { applyLocale, loadMessages } from '../i18n/catalog';
import type { AppLocale } from '../i18n/locale';
import { storeLanguage } from '../i18n/preference';
import type { userMachine } from '../machines/userMachine';
import type { Language } from '../routes/context';

export interface LanguageDeps {
  user: ActorRefFrom<typeof userMachine>;
  getSavedLanguage: () => Promise<AppLocale | null>;
  saveLanguage: (locale: AppLocale) => Promise<void>;
  load?: (locale: AppLocale) => Promise<Messages>;
}

export interface LanguageController extends Language {
  /** Once signed in, the account's saved language (if any) wins over this browser's. */
  followAccount(): () => void;
}

export function createLanguage({
  user,
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
      if (user.getSnapshot().context.userInfo.id !== 0) {
        // Not worth an error on screen: the choice still applies here and is kept locally.
        saveLanguage(locale).catch(() => {});
      }
      await show(locale);
    },
    followAccount() {
      let followedId = 0;
      const follow = (snapshot: SnapshotFrom<typeof user>) => {
        const { id } = snapshot.context.userInfo;
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
      follow(user.getSnapshot());
      const subscription = user.subscribe(follow);
      return () => subscription.unsubscribe();
    },
  };
}
