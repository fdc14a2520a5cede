// PGlite only: where a sign-in leads, no database.
import fc from 'fast-check';
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

  // Each of these normalises (dot segments resolved) to a path starting with `//`.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/pricing/..//evil.example/x',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/././/evil.example',
    '/pricing/../..//evil.example',
  ])('never returns a protocol-relative path for %s', (next) => {
    expect(safeNext(next)).toBe(DEFAULT_NEXT);
  });

  it('returns only same-origin paths, whatever dot segments and slashes it is given', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '%2f',
      '\\',
      '%5c',
      'evil.example',
      'pricing',
      '?',
      '#',
      '@',
      ':',
      'https:',
      '\t',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const result = safeNext(`/${pieces.join('')}`);
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(result).not.toMatch(/\\/);
        expect(new URL(result, 'http://same-origin.invalid').origin).toBe(
          'http://same-origin.invalid',
        );
      }),
      { numRuns: 2000, seed: 14 },
    );
  });
});
