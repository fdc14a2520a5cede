import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadArea } from '../../../src/i18n/catalog';

describe('loadArea', () => {
  it('keeps the language the reader switched to while an area was still loading', async () => {
    await activateLocale('zh_HK');
    await activateLocale('en');
    const loading = loadArea('personalCentre');
    // The switch lands before the area's catalog has arrived.
    i18n.activate('zh_HK');
    await loading;
    expect(i18n.locale).toBe('zh_HK');
    // The area's own messages are there in the new language too.
    expect(i18n._(msg`Loading your plans…`)).toBe('正在載入您的計劃…');
  });
});
