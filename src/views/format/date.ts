import { type AppLocale, toBcp47 } from '../../i18n/locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date as the reader's locale writes it: formatDate('2025-03-01T00:00:00.000Z', 'en')
 * → "Mar 1, 2025". Billing dates are calendar days decided by the server, so they are read in UTC:
 * a reader west of Greenwich must not see the day before.
 */
export function formatDate(
  iso: string,
  locale: AppLocale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(toBcp47(locale), { timeZone: 'UTC', ...options });
    formatters.set(key, format);
  }
  return format.format(date);
}
