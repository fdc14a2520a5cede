import type { Currency } from '../../api/contract/common';
import { formatMoney } from '../format';
import { figures } from './text.css';
import { useAppLocale } from './useAppLocale';

/**
 * An amount the server sent in minor units, as the reader's language writes it:
 * <Money minor={12345} currency="HKD" /> → "HK$123.45".
 */
export function Money({ minor, currency }: { minor: number; currency: Currency }) {
  const locale = useAppLocale();
  return <span className={figures}>{formatMoney(minor, currency, locale)}</span>;
}
