import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNext } from './next';

describe('safeNext', () => {
  it.each([
    '/pricing/personalcentre/myplans',
    '/pricing/products/checkout?productCode=COMBO&subscriptionTime=1',
    '/pricing/#top',
  ])('keeps the same-origin path %s', (next) => {
    expect(safeNext(next)).toBe(next);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'pricing/',
    '/\t/evil.example',
    '/%0a/evil',
    '',
    undefined,
    42,
    '/x'.repeat(2000),
  ])('falls back to /pricing/ for %j', (next) => {
    const result = safeNext(next);
    if (next === '/%0a/evil') {
      // An encoded newline is only text in a path; it stays on this origin.
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
    } else {
      expect(result).toBe(DEFAULT_NEXT);
    }
  });
});
