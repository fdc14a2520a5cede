import { useLingui } from '@lingui/react/macro';
import type { ProductCode } from '../../api/contract/products';
import { PRODUCT_NAMES } from './plan/planLabels';

/** A product's name in the page's language; `fallback` (or the code) for one we do not know. */
export function useProductName() {
  const { t } = useLingui();
  return (code: string, fallback?: string) => {
    const known = PRODUCT_NAMES[code as ProductCode];
    return known ? t(known) : (fallback ?? code);
  };
}
