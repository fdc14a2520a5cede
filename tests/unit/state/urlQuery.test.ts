import { describe, expect, it } from 'vitest';
import { parseUrlQuery } from '../../../src/state/urlQuery';

describe('parseUrlQuery', () => {
  it('reads a coupon and the promocode origin', () => {
    expect(parseUrlQuery(new URLSearchParams('?coupon=SAVE_10-x&origin=promocode'))).toEqual({
      coupon: 'SAVE_10-x',
      origin: 'promocode',
      isPromocodeOrigin: true,
    });
  });

  it('keeps other origins but does not treat them as promocode', () => {
    expect(parseUrlQuery({ origin: 'newsletter' })).toEqual({
      origin: 'newsletter',
      isPromocodeOrigin: false,
    });
    expect(parseUrlQuery({ origin: 'PROMOCODE' }).isPromocodeOrigin).toBe(false);
  });

  it('returns nothing for empty input', () => {
    for (const input of [undefined, null, {}, new URLSearchParams('')]) {
      expect(parseUrlQuery(input)).toEqual({ isPromocodeOrigin: false });
    }
  });

  it.each([
    ['an array', { coupon: ['A', 'B'] }],
    ['an object', { coupon: { toString: () => 'SAVE10' } }],
    ['a boolean', { coupon: true }],
    ['a negative number', { coupon: -5 }],
    ['a fraction', { coupon: 1.5 }],
    ['NaN', { coupon: Number.NaN }],
    ['an empty string', { coupon: '' }],
    ['65 characters', { coupon: 'A'.repeat(65) }],
    ['markup', { coupon: '<script>alert(1)</script>' }],
    ['a space', { coupon: 'SAVE 10' }],
    ['a newline', { coupon: 'SAVE10\n' }],
    ['a NUL', { coupon: 'SAVE\u000010' }],
    ['unicode letters', { coupon: 'ＳＡＶＥ１０' }],
    ['a path', { coupon: '../../etc/passwd' }],
  ])('ignores a coupon that is %s', (_, input) => {
    expect(parseUrlQuery(input)).toEqual({ isPromocodeOrigin: false });
  });

  it.each([
    ['an array', { origin: ['promocode'] }],
    ['an object', { origin: { value: 'promocode' } }],
    ['too long', { origin: `promocode${'x'.repeat(60)}` }],
    ['a control character', { origin: 'promo\u0007code' }],
    ['a line separator', { origin: 'promocode\u2028' }],
  ])('ignores an origin that is %s', (_, input) => {
    expect(parseUrlQuery(input)).toEqual({ isPromocodeOrigin: false });
  });

  it('accepts a coupon of exactly 40 characters, the contract limit, and drops a longer one', () => {
    expect(parseUrlQuery({ coupon: 'a'.repeat(40) }).coupon).toBe('a'.repeat(40));
    expect(parseUrlQuery({ coupon: 'a'.repeat(41) }).coupon).toBeUndefined();
  });

  it('ignores a repeated key instead of picking one of its values', () => {
    expect(
      parseUrlQuery(new URLSearchParams('coupon=A&coupon=B&origin=promocode&origin=x')),
    ).toEqual({
      isPromocodeOrigin: false,
    });
  });

  it('does not read inherited properties (prototype pollution)', () => {
    const polluted = Object.create({ coupon: 'INHERITED', origin: 'promocode' }) as Record<
      string,
      unknown
    >;
    expect(parseUrlQuery(polluted)).toEqual({ isPromocodeOrigin: false });
    expect(parseUrlQuery(JSON.parse('{"__proto__": {"coupon": "X"}}'))).toEqual({
      isPromocodeOrigin: false,
    });
  });

  it('accepts a numeric coupon that a JSON-parsing router turned into a number', () => {
    expect(parseUrlQuery({ coupon: 123456 }).coupon).toBe('123456');
  });

  it('decodes percent-encoding once, through URLSearchParams', () => {
    expect(parseUrlQuery(new URLSearchParams('coupon=SAVE%2D10')).coupon).toBe('SAVE-10');
    expect(parseUrlQuery(new URLSearchParams('coupon=SAVE%250A')).coupon).toBeUndefined();
  });

  it('keeps a valid origin when the coupon is invalid, and vice versa', () => {
    expect(parseUrlQuery({ coupon: 'bad coupon', origin: 'promocode' })).toEqual({
      origin: 'promocode',
      isPromocodeOrigin: true,
    });
  });
});
