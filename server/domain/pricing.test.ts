// PGlite only: pure pricing rules, no database.
import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';

const base = {
  productCode: 'HK_ALL' as const,
  productName: 'HKEx All-Platform',
  cycle: 1 as const,
  currency: 'USD' as const,
  cyclePrice: 2900,
  trialDays: 7,
  firstMonthDiscountPercent: 30,
  isNewUser: true,
  now: new Date('2025-03-01T00:00:00Z'),
  coupons: [],
  invalidCoupons: [],
};
const coupon = (code: string, amount: number, freeDays = 0) => ({
  code,
  description: code,
  kind: 'fixed',
  amount,
  freeDays,
  automatic: false,
});

describe('priceOrder', () => {
  it('new user: trial postpones the first charge, which gets the first-month discount', () => {
    const p = priceOrder(base);
    expect(p).toMatchObject({
      trialDays: 7,
      dueToday: 0,
      nextBillingAmount: 2030,
      nextBillingDate: '2025-03-08T00:00:00.000Z',
    });
  });

  it('existing user: no trial, no first-month discount, charged today', () => {
    const p = priceOrder({ ...base, isNewUser: false });
    expect(p).toMatchObject({
      trialDays: 0,
      dueToday: 2900,
      nextBillingAmount: 2900,
      nextBillingDate: '2025-04-01T00:00:00.000Z',
    });
  });

  it('first-month discount is for monthly plans only', () => {
    expect(priceOrder({ ...base, cycle: 6, cyclePrice: 15700 }).firstMonthDiscountPercent).toBe(0);
  });

  it('only the latest coupon counts, and free days postpone the charge', () => {
    const p = priceOrder({
      ...base,
      isNewUser: false,
      coupons: [coupon('A', 500), coupon('B', 0, 10)],
    });
    expect(p.discounts.map((d) => [d.code, d.effective])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    expect(p).toMatchObject({
      freeDays: 10,
      dueToday: 0,
      nextBillingAmount: 2900,
      nextBillingDate: '2025-03-11T00:00:00.000Z',
    });
  });

  it('never discounts below zero', () => {
    const p = priceOrder({ ...base, isNewUser: false, coupons: [coupon('BIG', 99_999)] });
    expect(p.discountTotal).toBe(2900);
    expect(p.dueToday).toBe(0);
  });
});
