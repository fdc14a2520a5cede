import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, minorDigits, minorToDecimal } from '../../../src/views/format';

describe('formatMoney', () => {
  it('writes minor units with the currency digits, per locale', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123456, 'HKD', 'zh_HK')).toBe('HK$1,234.56');
    expect(formatMoney(9900, 'CNY', 'zh_CN')).toBe('¥99.00');
    expect(formatMoney(5, 'SGD', 'en')).toMatch(/0\.05$/);
  });

  it('uses zero digits for currencies without minor units', () => {
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMoney(1200, 'JPY', 'en')).toBe('¥1,200');
  });

  it('never goes through binary floating point', () => {
    expect(minorToDecimal(1, 2)).toBe('0.01');
    expect(minorToDecimal(-105, 2)).toBe('-1.05');
    expect(minorToDecimal(9007199254740991, 2)).toBe('90071992547409.91');
    expect(() => minorToDecimal(1.5, 2)).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('reads the calendar day in UTC, written per locale', () => {
    expect(formatDate('2025-03-01T00:00:00.000Z', 'en')).toBe('Mar 1, 2025');
    expect(formatDate('2025-03-01T00:00:00.000Z', 'zh_HK')).toBe('2025年3月1日');
  });

  it('returns the input when it is not a date', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
