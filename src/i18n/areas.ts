import type { Messages } from '@lingui/core';
import type { AppLocale } from './locale';

/**
 * Where the catalogs of the areas behind the pricing page are: a lazy import per area and
 * language. Kept out of the entry (each one costs the first load of /pricing/); fetched beside the
 * first screen that needs an area.
 */
export async function importLaterArea(locale: AppLocale, area: string): Promise<Messages> {
  const module: { messages: Messages } = await import(`../locales/${locale}/${area}.ts`);
  return module.messages;
}
