import { type AppLocale, toBcp47 } from '../../i18n/locale';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, locale: AppLocale): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(toBcp47(locale), { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** How many minor-unit digits the currency has (ISO 4217 as Intl knows it: 2 for USD, 0 for JPY). */
export function minorDigits(currency: string): number {
  return moneyFormat(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The decimal string of an integer count of minor units, built by string surgery so no binary
 * floating point ever touches the amount (12345 with 2 digits → "123.45").
 */
export function minorToDecimal(minor: number, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const units = String(Math.abs(minor));
  if (digits === 0) return sign + units;
  const padded = units.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

/**
 * Money as the reader's locale writes it: formatMoney(12345, 'HKD', 'zh_HK') → "HK$123.45".
 * Amounts arrive from the server in minor units (contract `Minor`); this only displays them.
 */
export function formatMoney(minor: number, currency: string, locale: AppLocale): string {
  const format = moneyFormat(currency, locale);
  // Intl accepts decimal strings exactly (Intl.NumberFormat v3); the cast keeps older lib typings.
  return format.format(minorToDecimal(minor, minorDigits(currency)) as unknown as number);
}
