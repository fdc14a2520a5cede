import type { I18n } from '@lingui/core';
import { PRODUCT_NAMES } from '../common/plan/planLabels';

/** A product code in the reader's language; a code the app does not know keeps the server's name. */
export function productNameOf(i18n: I18n, code: string, fallback: string): string {
  const descriptor = PRODUCT_NAMES[code as keyof typeof PRODUCT_NAMES];
  return descriptor ? i18n._(descriptor) : fallback;
}
