// PGlite only: the public price list; plain reads.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityCheckResponse, PriceListResponse } from '../../src/api/contract/products';
import { createHarness, type Harness, type TestClient } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('GET pc/pl', () => {
  it('lists 5 products × 3 cycles × 4 currencies in minor units, Combo highest', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/v2/ch/pc/pl', { lang: 'en' });
    expect(res.status).toBe(200);
    const body = v.parse(PriceListResponse, res.json);
    expect(body.defaultCurrency).toBe('USD');
    expect(body.plans.map((p) => p.productCode)).toEqual([
      'COMBO',
      'HK_ALL',
      'A_ALL',
      'HK_MOBILE',
      'A_MOBILE',
    ]);
    expect(body.plans.map((p) => p.name)).toEqual([
      'Combo Premium',
      'HKEx All-Platform',
      'A-Shares All-Platform',
      'HKEx Mobile',
      'A-Shares Mobile',
    ]);
    for (const plan of body.plans) {
      expect(plan.prices).toHaveLength(12);
      for (const price of plan.prices) expect(Number.isInteger(price.amount)).toBe(true);
    }
    const combo = body.plans[0]!;
    expect(combo.highest).toBe(true);
    expect(combo.rank).toBeGreaterThan(Math.max(...body.plans.slice(1).map((p) => p.rank)));
    expect(combo.prices.find((p) => p.subscriptionTime === 1 && p.currency === 'USD')?.amount).toBe(
      4900,
    );
  });

  it('localises names', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/v2/ch/pc/pl', { lang: 'zh_HK' });
    expect(res.json.plans[3].name).toBe('港股手機版');
  });

  it("defaults to the signed-in user's locked currency", async () => {
    const client = await h.as('cancelled@demo.test');
    const res = await client.get('/api/v2/ch/pc/pl');
    expect(res.json.defaultCurrency).toBe('HKD');
  });

  it('states the trial and first-month discount only to a buyer who gets them', async () => {
    const combo = async (client: TestClient) => {
      const body = v.parse(PriceListResponse, (await client.get('/api/v2/ch/pc/pl')).json);
      const { trialDays, firstMonthDiscountPercent } = body.plans[0]!;
      return { trialDays, firstMonthDiscountPercent };
    };
    const visitor = h.client();
    await visitor.registerDevice();
    const stated = { trialDays: 14, firstMonthDiscountPercent: 50 };
    expect(await combo(visitor)).toEqual(stated);
    const fresh = await h.as('new@demo.test');
    expect(await combo(fresh)).toEqual(stated);
    const none = { trialDays: 0, firstMonthDiscountPercent: 0 };
    expect(await combo(await h.as('active@demo.test'))).toEqual(none);
    // Once the new subscriber has bought, their (cached) price list says so at once.
    const bought = await fresh.post('/api/v2/ch/pc/pc', {
      productCode: 'HK_MOBILE',
      subscriptionTime: 1,
      currency: 'USD',
      coupons: [],
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'N N' },
      agreement: true,
      idempotencyKey: 'perks-after-buying-1',
    });
    expect(bought.status).toBe(200);
    expect(await combo(fresh)).toEqual(none);
    // The tests below expect new@ to be new still.
    await h.reset();
  });

  it('refuses an unknown lang with 400', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/v2/ch/pc/pl', { lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0001');
  });
});

describe('GET pc/qc (activity check)', () => {
  it('is available with the fixed coupon for a new user on an activity product', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.get('/api/v2/ch/pc/qc', { productCode: 'COMBO', subscriptionTime: 1 });
    expect(v.parse(ActivityCheckResponse, res.json)).toEqual({
      errorCode: '0',
      isAvailable: true,
      reason: null,
      couponCode: 'LAUNCH20',
      activityCode: 'LAUNCH',
    });
  });

  it.each([
    ['new@demo.test', 'HK_MOBILE', 'no_activity'],
    ['active@demo.test', 'COMBO', 'not_new_user'],
  ])('%s on %s: not available (%s)', async (email, productCode, reason) => {
    const client = await h.as(email);
    const res = await client.get('/api/v2/ch/pc/qc', { productCode });
    expect(res.json).toMatchObject({ isAvailable: false, reason, couponCode: null });
  });

  it('refuses an unknown product with 400', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.get('/api/v2/ch/pc/qc', { productCode: 'NOPE' });
    expect(res.status).toBe(400);
  });
});
