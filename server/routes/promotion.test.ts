import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedeemScheduleResponse, ReferralInfoResponse } from '../../src/api/contract/promotion';
import { addDays } from '../clock';
import { createHarness, type Harness, TEST_NOW, type TestClient } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const AP = '/api/v2/ch/pc/ap';
const NOW = new Date(TEST_NOW);

async function firstPlan(client: TestClient) {
  return (await client.get('/api/v2/ch/pc/up')).json.data.myPlans[0];
}
const statusOf = async (client: TestClient, code: string) =>
  (await client.get('/api/v2/ch/pc/uc1')).json.coupons.find(
    (c: { code: string }) => c.code === code,
  )?.status;

describe('redeem schedule (pc/ap)', () => {
  it('GET: the schedule, where only the latest scheduled code of a plan is effective', async () => {
    const client = await h.as('referrer@demo.test');
    const body = v.parse(RedeemScheduleResponse, (await client.get(AP, { lang: 'en' })).json);
    const rows = body.applyingSubscriptions.map((r) => [r.promoCode, r.status, r.effective]);
    expect(rows).toEqual([
      ['GIFTPRODUCT', 'scheduled', true],
      ['GIFT5USD', 'scheduled', false],
      ['GIFT14DAYS', 'applied', false],
    ]);
    expect(body.applyingSubscriptions[0]).toMatchObject({
      productName: 'Combo Premium',
      discountAmount: 1500,
      currency: 'USD',
    });
  });

  it('GET with a coupon: which plans it could apply to, with reasons', async () => {
    const client = await h.as('active@demo.test');
    const ok = (await client.get(AP, { coupon: 'GIFT14DAYS' })).json.subscriptions;
    expect(ok).toEqual([
      expect.objectContaining({ productCode: 'HK_ALL', eligible: true, freeDays: 14 }),
    ]);
    const expired = (await client.get(AP, { coupon: 'GIFTOLD' })).json.subscriptions;
    expect(expired[0]).toMatchObject({ eligible: false, errorCode: '0063' });
  });

  it('POST: redeem schedules at the next billing date, charges nothing, uses the code', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(AP, { orderId: plan.orderId, couponCode: 'gift20pct' });
    expect(res.status).toBe(200);
    expect(res.json.redemption).toMatchObject({
      promoCode: 'GIFT20PCT',
      billingDate: plan.nextPaymentDate,
      discountAmount: 580,
      status: 'scheduled',
      effective: true,
    });
    expect(h.gateway.charges).toHaveLength(0);
    expect(await statusOf(client, 'GIFT20PCT')).toBe('redeemed');
    expect((await firstPlan(client)).nextPaymentAmount).toBe(2900 - 580);
    const twice = await client.post(AP, { orderId: plan.orderId, couponCode: 'GIFT20PCT' });
    expect(twice.status).toBe(400);
    expect(twice.json.errorCode).toBe('0063');
  });

  it('POST: a newer redemption supersedes the older one', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    await client.post(AP, { orderId: plan.orderId, couponCode: 'GIFT20PCT' });
    h.clock.set(new Date(NOW.getTime() + 1000), { frozen: true });
    await client.post(AP, { orderId: plan.orderId, couponCode: 'GIFT5USD' });
    const schedule = (await client.get(AP)).json.applyingSubscriptions;
    expect(
      schedule.map((r: { promoCode: string; effective: boolean }) => [r.promoCode, r.effective]),
    ).toEqual([
      ['GIFT5USD', true],
      ['GIFT20PCT', false],
    ]);
  });

  it.each([
    ['NOPE', 400, '0062'],
    // Checkout-only codes cannot be redeemed on a plan.
    ['NEWUSER15', 400, '0063'],
    ['GIFTOLD', 400, '0063'],
  ])('POST: refuses %s with %s/%s', async (code, status, errorCode) => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(AP, { orderId: plan.orderId, couponCode: code });
    expect(res.status).toBe(status);
    expect(res.json.errorCode).toBe(errorCode);
  });

  it('POST: refuses a cancelled plan', async () => {
    const client = await h.as('cancelled@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(AP, { orderId: plan.orderId, couponCode: 'GIFT40HKD' });
    expect(res.json.errorCode).toBe('0072');
  });

  it('DELETE: removing a scheduled redemption returns the code to unused', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    await client.post(AP, { orderId: plan.orderId, couponCode: 'GIFT14DAYS' });
    expect(await statusOf(client, 'GIFT14DAYS')).toBe('redeemed');
    const res = await client.del(AP, { orderId: plan.orderId });
    expect(res.json).toEqual({ errorCode: '0', deleted: 1 });
    expect(await statusOf(client, 'GIFT14DAYS')).toBe('unused');
    expect((await client.get(AP)).json.applyingSubscriptions).toEqual([]);
    expect((await client.del(AP, { orderId: plan.orderId })).status).toBe(404);
  });

  it('an available referral reward can be spent on a plan (redeemed), and given back', async () => {
    const client = await h.as('referrer@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(AP, { orderId: plan.orderId, couponCode: 'RBDEMOAVL1' });
    expect(res.status).toBe(200);
    expect(res.json.redemption.discountAmount).toBe(2564); // HKD 200 → USD at 7.8
    let rewards = (await client.get('/api/ch/m9/rp')).json.rewards;
    expect(rewards.find((r: { code: string }) => r.code === 'RBDEMOAVL1')).toMatchObject({
      status: 'redeemed',
      redeemBy: `Order ${plan.orderId}`,
    });
    await client.del(AP, { orderId: plan.orderId, couponCode: 'RBDEMOAVL1' });
    rewards = (await client.get('/api/ch/m9/rp')).json.rewards;
    expect(rewards.find((r: { code: string }) => r.code === 'RBDEMOAVL1').status).toBe('available');
    const pending = await client.post(AP, { orderId: plan.orderId, couponCode: 'RBDEMOPEND' });
    expect(pending.json.errorCode).toBe('0063');
  });
});

describe('GET /api/ch/m9/rp (referral)', () => {
  it('link, visits, referrals, totals in HKD, rewards in every status, payout eligibility', async () => {
    const client = await h.as('referrer@demo.test');
    const body = v.parse(ReferralInfoResponse, (await client.get('/api/ch/m9/rp')).json);
    expect(body.myLink).toBe('http://localhost/pricing/?referral=DEMOREF1');
    expect(body).toMatchObject({ visitCount: 12, totalReferrals: 7, rewardCurrency: 'HKD' });
    expect(body.rewards.map((r) => r.status).sort()).toEqual(
      ['available', 'available', 'expired', 'invalid', 'payout', 'pending', 'redeemed'].sort(),
    );
    expect(body.availableReward).toBe(40000);
    expect(body.totalReward).toBe(20000 + 40000 + 20000 + 50000);
    expect(body.payout).toEqual({
      // Two available, one redeemed, one paid out; not the pending, invalid or expired ones.
      cumulative: 20000 + 20000 + 20000 + 50000,
      eligible: true,
      threshold: 80000,
      currency: 'HKD',
      via: 'customer_service',
    });
    expect(body.rewards[0]!.referralAccount).toMatch(/^fr\*+@demo\.test$/);
  });

  it('the pending bonus becomes available on its date and expires a year later', async () => {
    const client = await h.as('referrer@demo.test');
    h.clock.set(addDays(NOW, 61), { frozen: true });
    let rewards = (await client.get('/api/ch/m9/rp')).json.rewards;
    expect(rewards.find((r: { code: string }) => r.code === 'RBDEMOPEND').status).toBe('available');
    h.clock.set(addDays(NOW, 60 + 366), { frozen: true });
    rewards = (await client.get('/api/ch/m9/rp')).json.rewards;
    expect(rewards.find((r: { code: string }) => r.code === 'RBDEMOPEND').status).toBe('expired');
  });

  it('a user with no referrals sees zeros and is not eligible for payout', async () => {
    const client = await h.as('new@demo.test');
    const body = (await client.get('/api/ch/m9/rp')).json;
    expect(body).toMatchObject({
      visitCount: 0,
      totalReferrals: 0,
      totalReward: 0,
      availableReward: 0,
      rewards: [],
    });
    expect(body.payout.eligible).toBe(false);
  });
});
