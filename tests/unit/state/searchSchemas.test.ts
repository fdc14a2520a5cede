import { describe, expect, it } from 'vitest';
import { PlanSearch, PricingSearch } from '../../../src/state/search/planSearch';
import { PromoCodeSearch } from '../../../src/state/search/promoCodeSearch';
import { SuccessfulOrderSearch } from '../../../src/state/search/successfulOrderSearch';

/** A route's validateSearch as the router calls it (a throw would be an error page). */
function validate(
  read: (search: Record<string, unknown>) => unknown,
  search: Record<string, unknown>,
) {
  return read(search);
}

describe('plan search', () => {
  it('keeps known values, as the router parsed them or as typed text', () => {
    expect(
      validate(PlanSearch, {
        product: 'COMBO',
        cycle: 12,
        currency: 'HKD',
        coupon: 'SPRING',
        origin: 'promocode',
        upgrade: '31',
      }),
    ).toEqual({
      product: 'COMBO',
      cycle: 12,
      currency: 'HKD',
      coupon: 'SPRING',
      origin: 'promocode',
      upgrade: 31,
    });
    expect(validate(PlanSearch, { cycle: '6', coupon: 123456 })).toEqual({
      cycle: 6,
      coupon: '123456',
    });
  });

  it('turns every malformed value into an explicit undefined, so the raw value cannot come back', () => {
    const dropped = validate(PlanSearch, {
      product: 'GOLD',
      cycle: 3,
      currency: 'EUR',
      coupon: '<x>',
      origin: 'a\nb',
      upgrade: -1,
    });
    expect(dropped).toEqual({
      product: undefined,
      cycle: undefined,
      currency: undefined,
      coupon: undefined,
      origin: undefined,
      upgrade: undefined,
    });
    expect(Object.keys(dropped as object)).toHaveLength(6);
  });

  it.each([
    ['an exponent written as text', { upgrade: '1e3' }, 'upgrade'],
    ['a number beyond a row id', { upgrade: 2_147_483_648 }, 'upgrade'],
    ['a fraction', { upgrade: 1.5 }, 'upgrade'],
    ['a repeated key (the router makes an array)', { product: ['COMBO', 'HK_ALL'] }, 'product'],
    ['a JSON object', { cycle: { months: 12 } }, 'cycle'],
    ['a boolean', { currency: true }, 'currency'],
    ['an empty coupon', { coupon: '' }, 'coupon'],
    ['a coupon over 40 characters', { coupon: 'A'.repeat(41) }, 'coupon'],
    ['a negative number as coupon', { coupon: -5 }, 'coupon'],
    ['a null', { origin: null }, 'origin'],
  ])('drops %s', (_, search, key) => {
    expect(validate(PlanSearch, search)).toEqual({ [key]: undefined });
  });

  it('leaves absent keys absent', () => {
    expect(validate(PlanSearch, {})).toEqual({});
  });

  it('on the pricing page reads the carried values only, not the product', () => {
    expect(validate(PricingSearch, { product: 'COMBO', cycle: 1, currency: 'SGD' })).toEqual({
      cycle: 1,
      currency: 'SGD',
    });
  });
});

describe('successful-order search', () => {
  it.each([
    [{ orderId: 42 }, { orderId: 42 }],
    [{ orderId: '42' }, { orderId: 42 }],
    [{ orderId: 0 }, { orderId: undefined }],
    [{ orderId: 'abc' }, { orderId: undefined }],
    [{ orderId: [1, 2] }, { orderId: undefined }],
    [{}, {}],
  ])('%j → %j', (search, expected) => {
    expect(validate(SuccessfulOrderSearch, search)).toEqual(expected);
  });
});

describe('promo-code search', () => {
  it('keeps a known tab and drops any other', () => {
    expect(validate(PromoCodeSearch, { tab: 'schedule' })).toEqual({ tab: 'schedule' });
    expect(validate(PromoCodeSearch, { tab: '<script>' })).toEqual({ tab: undefined });
    expect(validate(PromoCodeSearch, { tab: 1 })).toEqual({ tab: undefined });
  });
});
