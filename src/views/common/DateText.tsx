import { formatDate } from '../format';
import { useAppLocale } from './useAppLocale';

/**
 * A calendar date from the server, as the reader's language writes it, in a <time> element that
 * keeps the machine-readable value: <DateText iso="2025-03-01T00:00:00.000Z" /> → "Mar 1, 2025".
 */
export function DateText({ iso, options }: { iso: string; options?: Intl.DateTimeFormatOptions }) {
  const locale = useAppLocale();
  return <time dateTime={iso}>{formatDate(iso, locale, options)}</time>;
}
