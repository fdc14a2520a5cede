import { i18n, type Messages } from '@lingui/core';
import { type AppLocale, toBcp47 } from './locale';

/**
 * One dynamic import per language: Vite turns the template into one chunk per catalog, so a
 * visitor downloads only the language they read. The catalogs are compiled to TS by
 * `lingui compile --typescript` (git-ignored, built by `npm run build` and `npm run test:unit`).
 */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const module: { messages: Messages } = await import(`../locales/${locale}/messages.ts`);
  return module.messages;
}

/** Intl (plurals, numbers, dates) and <html lang> get the BCP-47 tag; Lingui keeps our id. */
export function applyLocale(locale: AppLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages });
  if (typeof document !== 'undefined') document.documentElement.lang = toBcp47(locale);
}

export async function activateLocale(locale: AppLocale): Promise<void> {
  applyLocale(locale, await loadMessages(locale));
}
