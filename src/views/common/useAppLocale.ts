import { useLingui } from '@lingui/react';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '../../i18n/locale';

/** The language the screen is shown in, as the app and API name it. */
export function useAppLocale(): AppLocale {
  const { i18n } = useLingui();
  return isAppLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
