import type { Snapshot } from 'xstate';
import { PRERENDERED_ID } from '../../api/contract/prerendered';
import { type AppLocale, isAppLocale } from '../../i18n/locale';

/** What the server ran to draw the page, so the app can carry on from it rather than start over. */
export interface Prerendered {
  locale: AppLocale;
  /** The catalog statechart's persisted snapshot, prices loaded. */
  catalog: Snapshot<unknown>;
  /** Drawn in the phone layout: the app takes the page over in it, then measures for itself. */
  mobile: boolean;
}

/** JSON inside <script>: `<` escaped so no value can close the element. */
export function prerenderedJson(data: Prerendered): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's prerendered state, if the server sent one that this code can read. */
export function readPrerendered(document: Document): Prerendered | null {
  const text = document.getElementById(PRERENDERED_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null) return null;
    const { locale, catalog, mobile } = data as Partial<Prerendered>;
    return isAppLocale(locale) &&
      typeof catalog === 'object' &&
      catalog !== null &&
      typeof mobile === 'boolean'
      ? { locale, catalog, mobile }
      : null;
  } catch {
    return null;
  }
}
