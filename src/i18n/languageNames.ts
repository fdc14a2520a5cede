import type { AppLocale } from './locale';

/**
 * Each language is named in itself, whatever the current UI language: a reader who cannot read
 * the current language must still find their own. So these are deliberately not translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<AppLocale, string>> = {
  en: 'English',
  zh_CN: '简体中文',
  zh_HK: '繁體中文',
};
