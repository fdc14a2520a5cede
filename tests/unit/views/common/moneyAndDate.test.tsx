// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateText } from '../../../../src/views/common/DateText';
import { Money } from '../../../../src/views/common/Money';
import { renderWithI18n } from './renderWithI18n';

afterEach(cleanup);

describe('Money', () => {
  it.each([
    ['en', 12345, 'USD', '$123.45'],
    ['zh_HK', 12345, 'HKD', 'HK$123.45'],
    ['zh_CN', 880, 'CNY', '¥8.80'],
    ['en', -500, 'SGD', '-SGD 5.00'],
  ] as const)('in %s, %i minor units of %s read %s', async (locale, minor, currency, text) => {
    await renderWithI18n(
      <p>
        Due today: <Money minor={minor} currency={currency} />
      </p>,
      locale,
    );
    expect(screen.getByText(/Due today/).textContent?.replace(/\s/g, ' ')).toBe(
      `Due today: ${text}`.replace(/\s/g, ' '),
    );
  });
});

describe('DateText', () => {
  it('writes the server’s calendar date in the reader’s language, keeping the value', async () => {
    await renderWithI18n(<DateText iso="2025-03-01T00:00:00.000Z" />, 'en');
    const time = screen.getByText('Mar 1, 2025');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-03-01T00:00:00.000Z');
  });

  it('in Traditional Chinese, with the caller’s format', async () => {
    await renderWithI18n(
      <DateText iso="2025-12-31T00:00:00.000Z" options={{ dateStyle: 'long' }} />,
      'zh_HK',
    );
    expect(screen.getByText('2025年12月31日')).toBeTruthy();
  });
});
