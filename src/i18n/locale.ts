/**
 * Language ids. The app and API speak 'en' | 'zh_CN' | 'zh_HK' (spec §3); Intl and Lingui's plural
 * rules need BCP-47. This file is the one place the two vocabularies meet.
 */
export type AppLocale = 'en' | 'zh_CN' | 'zh_HK';

export const APP_LOCALES: readonly AppLocale[] = ['en', 'zh_CN', 'zh_HK'];
export const DEFAULT_LOCALE: AppLocale = 'en';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

const BCP47: Record<AppLocale, string> = { en: 'en', zh_CN: 'zh-CN', zh_HK: 'zh-HK' };

export function toBcp47(locale: AppLocale): string {
  return BCP47[locale];
}

/**
 * Spec §3: zh-CN, zh-SG → zh_CN; zh-TW, zh-HK → zh_HK; anything else → en. Script subtags decide
 * first (zh-Hant-* is Traditional wherever it is used); bare 'zh' is read as Simplified.
 */
export function fromBrowserLanguage(tag: unknown): AppLocale {
  if (typeof tag !== 'string') return DEFAULT_LOCALE;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  if (parts[0] !== 'zh') return DEFAULT_LOCALE;
  const rest = parts.slice(1);
  if (rest.includes('hant')) return 'zh_HK';
  if (rest.includes('hans')) return 'zh_CN';
  const region = rest[0];
  if (region === undefined || region === 'cn' || region === 'sg') return 'zh_CN';
  if (region === 'tw' || region === 'hk') return 'zh_HK';
  return DEFAULT_LOCALE;
}

export interface LocaleSources {
  /** The user's saved choice (settings or local), possibly stale or tampered. */
  saved?: unknown;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
}

/** The saved choice wins; else the browser's first language, mapped; else English. */
export function pickLocale({ saved, browserLanguages = [] }: LocaleSources): AppLocale {
  if (isAppLocale(saved)) return saved;
  return fromBrowserLanguage(browserLanguages[0]);
}
