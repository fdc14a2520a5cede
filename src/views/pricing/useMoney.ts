import { useAppLocale } from '../common/useAppLocale';
import { formatMoney } from '../format';

/** Formats the server's minor-unit amounts in the reader's language. */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useAppLocale();
  return (minor, currency) => formatMoney(minor, currency, locale);
}
