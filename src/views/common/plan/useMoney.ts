import { formatMoney } from '../../format';
import { useAppLocale } from '../useAppLocale';

/** Formats the server's minor-unit amounts in the reader's language. */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useAppLocale();
  return (minor, currency) => formatMoney(minor, currency, locale);
}
