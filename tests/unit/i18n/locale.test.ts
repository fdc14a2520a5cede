import { describe, expect, it } from 'vitest';
import { fromBrowserLanguage, isAppLocale, pickLocale, toBcp47 } from '../../../src/i18n/locale';

describe('fromBrowserLanguage (spec §3)', () => {
  it.each([
    ['zh-CN', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['zh-TW', 'zh_HK'],
    ['zh-HK', 'zh_HK'],
    ['ZH-hk', 'zh_HK'],
    ['zh_TW', 'zh_HK'],
    ['zh-Hant', 'zh_HK'],
    ['zh-Hant-TW', 'zh_HK'],
    ['zh-Hant-CN', 'zh_HK'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-HK', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['zh-MO', 'en'],
    ['zha', 'en'],
    ['', 'en'],
  ])('%s → %s', (tag, locale) => {
    expect(fromBrowserLanguage(tag)).toBe(locale);
  });

  it('treats non-strings as English', () => {
    expect(fromBrowserLanguage(undefined)).toBe('en');
    expect(fromBrowserLanguage(42)).toBe('en');
  });
});

describe('pickLocale', () => {
  it('prefers a valid saved choice', () => {
    expect(pickLocale({ saved: 'zh_HK', browserLanguages: ['zh-CN'] })).toBe('zh_HK');
  });

  it('ignores an invalid saved choice and uses the first browser language', () => {
    expect(pickLocale({ saved: 'zh-HK', browserLanguages: ['zh-TW', 'en'] })).toBe('zh_HK');
    expect(pickLocale({ saved: null, browserLanguages: ['fr', 'zh-CN'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLocale({})).toBe('en');
    expect(pickLocale({ browserLanguages: [] })).toBe('en');
  });
});

describe('toBcp47 / isAppLocale', () => {
  it('maps the app ids to BCP-47 for Intl and plural rules', () => {
    expect([toBcp47('en'), toBcp47('zh_CN'), toBcp47('zh_HK')]).toEqual(['en', 'zh-CN', 'zh-HK']);
    // Already canonical: Intl accepts them unchanged.
    const tags = [toBcp47('zh_CN'), toBcp47('zh_HK')];
    expect(Intl.getCanonicalLocales(tags)).toEqual(tags);
  });

  it('recognises only the three app ids', () => {
    expect(['en', 'zh_CN', 'zh_HK'].every(isAppLocale)).toBe(true);
    expect(['zh-CN', 'EN', '', null, 'toString'].some(isAppLocale)).toBe(false);
  });
});
