import { useLingui } from '@lingui/react';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '../../i18n/locale';
import { formatMoney } from '../format';

export function useAppLocale(): AppLocale {
  const { i18n } = useLingui();
  return isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Formats the server's minor-unit amounts in the reader's language. */
export function useMoney(): (minor: number, currency: string) => string {
  const locale = useAppLocale();
  return (minor, currency) => formatMoney(minor, currency, locale);
}
