import { safeLocalStorage } from '../state/browserStorage';
import { type AppLocale, isAppLocale } from './locale';

/** localStorage key of the visitor's language choice (kept for signed-out visits too). */
export const LANGUAGE_STORAGE_KEY = 'sr.lang';

// Storage can throw (Safari private mode, blocked cookies): a lost preference is not an error.
export function readStoredLanguage(
  storage: Storage | undefined = safeLocalStorage(),
): AppLocale | null {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(
  locale: AppLocale,
  storage: Storage | undefined = safeLocalStorage(),
) {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the choice still applies to this visit.
  }
}
