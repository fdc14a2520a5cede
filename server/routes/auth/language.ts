import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '../../../src/api/contract/cookies';
import { type AppLocale, isAppLocale, pickLocale, toBcp47 } from '../../../src/i18n/locale';
import type { Word } from './words';

/**
 * The sign-in pages' language, by the app's own rule (src/i18n/locale.ts): a choice made on the
 * page (?lang=, or the form that carries it), else the language the app last showed this browser
 * (its cookie), else the browser's first language, else English.
 */
export function pageLocale(request: FastifyRequest): AppLocale {
  const chosen = [request.query, request.body]
    .map((source) => (source as Record<string, unknown> | undefined)?.lang)
    .find(isAppLocale);
  if (chosen) return chosen;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
  return pickLocale({ saved: request.cookies[LANGUAGE_COOKIE], browserLanguages: accepted });
}

/** Translates one of the pages' words; values fill its {placeholders}. */
export type Translate = (word: Word, values?: Record<string, string>) => string;

const catalogs = new Map<AppLocale, Promise<I18n>>();

/**
 * The compiled catalog (`lingui compile`, which `npm run build` and the test command run); a
 * missing one leaves the page in English rather than failing it.
 */
async function load(locale: AppLocale): Promise<I18n> {
  let messages: Messages = {};
  try {
    ({ messages } = await import(`../../../src/locales/${locale}/signIn.ts`));
  } catch {
    // Not compiled yet: English, which the words already are.
  }
  return setupI18n({ locale: toBcp47(locale), messages: { [toBcp47(locale)]: messages } });
}

export async function translator(locale: AppLocale): Promise<Translate> {
  let i18n = catalogs.get(locale);
  if (!i18n) {
    i18n = load(locale);
    catalogs.set(locale, i18n);
  }
  const ready = await i18n;
  return (word, values) => ready._(word, values);
}
