import { describe, expect, it } from 'vitest';
import {
  codesToShow,
  daysLeft,
  redeemable,
  usableAtCheckout,
} from '../../src/machines/promoCodeRules';
import { aCoupon } from '../factories/promotion';

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('My Promo Codes rules', () => {
  it('lists unused codes first, the one expiring soonest first, then redeemed, then expired', () => {
    const coupons = [
      aCoupon({ code: 'OLD', status: 'expired', expireDate: '2026-11-01T00:00:00.000Z' }),
      aCoupon({ code: 'LATER', expireDate: '2027-05-01T00:00:00.000Z' }),
      aCoupon({ code: 'USED', status: 'redeemed' }),
      aCoupon({ code: 'NEVER', expireDate: null }),
      aCoupon({ code: 'SOON', expireDate: '2026-12-01T00:00:00.000Z' }),
    ];
    expect(codesToShow({ coupons, filter: 'all' }).map((c) => c.code)).toEqual([
      'SOON',
      'LATER',
      'NEVER',
      'USED',
      'OLD',
    ]);
    expect(codesToShow({ coupons, filter: 'unused' }).map((c) => c.code)).toEqual([
      'SOON',
      'LATER',
      'NEVER',
    ]);
    expect(codesToShow({ coupons, filter: 'expired' }).map((c) => c.code)).toEqual(['OLD']);
  });

  it('counts whole days left, 0 on the last day, none for a code that never expires', () => {
    expect(daysLeft(aCoupon({ expireDate: '2026-12-01T00:00:00.000Z' }), NOW)).toBe(5);
    expect(daysLeft(aCoupon({ expireDate: '2026-11-26T06:00:00.000Z' }), NOW)).toBe(0);
    expect(daysLeft(aCoupon({ expireDate: '2026-11-20T00:00:00.000Z' }), NOW)).toBe(0);
    expect(daysLeft(aCoupon({ expireDate: null }), NOW)).toBeNull();
  });

  it('offers redeem and checkout only where the code allows them', () => {
    expect([redeemable(aCoupon()), usableAtCheckout(aCoupon())]).toEqual([true, true]);
    const checkoutOnly = aCoupon({ usage: 'checkout' });
    expect([redeemable(checkoutOnly), usableAtCheckout(checkoutOnly)]).toEqual([false, true]);
    const redeemOnly = aCoupon({ usage: 'redeem' });
    expect([redeemable(redeemOnly), usableAtCheckout(redeemOnly)]).toEqual([true, false]);
    const used = aCoupon({ status: 'redeemed' });
    expect([redeemable(used), usableAtCheckout(used)]).toEqual([false, false]);
    expect(redeemable(aCoupon({ isReferral: true }))).toBe(false);
  });
});
