import { i18n, type Messages } from '@lingui/core';
import { LANGUAGE_COOKIE } from '../api/contract/cookies';
import { setReadableCookie } from '../state/browserStorage';
import { type AppLocale, toBcp47 } from './locale';

/**
 * Catalogs are split by area of the product (lingui.config.ts). The shell's messages (with the
 * pricing page's) load with the language; the other areas' load with their routes, so the open
 * pricing page stays small.
 * Vite turns the template import into one chunk per catalog and language, so a visitor downloads
 * only the language they read. Compiled by `lingui compile --typescript` (git-ignored).
 */
export type CatalogArea =
  | 'messages'
  | 'offerSelection'
  | 'checkout'
  | 'personalCentre'
  | 'statecharts';
const AT_START: CatalogArea[] = ['messages'];
const extraAreas = new Set<CatalogArea>();

/** Spec §9's translation-loading defaults: a catalog read that fails is tried 5 more times. */
export const CATALOG_RETRIES = 5;
const CATALOG_RETRY_MS = 350;

/**
 * A catalog is a chunk; a flaky connection that loses one would leave the first screen blank (the
 * shell's words load before anything is drawn). Browsers fetch a failed dynamic import again.
 */
export async function withRetries<T>(read: () => Promise<T>, delayMs = CATALOG_RETRY_MS) {
  for (let retry = 0; ; retry += 1) {
    try {
      return await read();
    } catch (error) {
      if (retry >= CATALOG_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

function importArea(locale: AppLocale, area: CatalogArea): Promise<Messages> {
  return withRetries(() => importAreaOnce(locale, area));
}

async function importAreaOnce(locale: AppLocale, area: CatalogArea): Promise<Messages> {
  if (area === 'messages') {
    const module: { messages: Messages } = await import(`../locales/${locale}/messages.ts`);
    return module.messages;
  }
  const { importLaterArea } = await import('./areas');
  return importLaterArea(locale, area);
}

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  const areas = [...AT_START, ...extraAreas];
  const parts = await Promise.all(areas.map((area) => importArea(locale, area)));
  return Object.assign({}, ...parts);
}

/** Adds an area's messages to the active language (and to any language chosen later). */
export async function loadArea(area: CatalogArea): Promise<void> {
  extraAreas.add(area);
  const locale = i18n.locale as AppLocale;
  if (!locale) return;
  const messages = await importArea(locale, area);
  // The reader may have switched language while this area loaded: activating the older one now
  // would switch them back, so the area is loaded again for the language they have now.
  if (i18n.locale !== locale) return loadArea(area);
  i18n.load(locale, messages);
  i18n.activate(locale, [toBcp47(locale)]);
}

/** Intl (plurals, numbers, dates) and <html lang> get the BCP-47 tag; Lingui keeps our id. */
export function applyLocale(locale: AppLocale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: [toBcp47(locale)], messages });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toBcp47(locale);
  // The server's sign-in pages speak the language the app last showed (for a year).
  setReadableCookie(LANGUAGE_COOKIE, locale, 365 * 86_400);
}

export async function activateLocale(locale: AppLocale): Promise<void> {
  applyLocale(locale, await loadMessages(locale));
}
