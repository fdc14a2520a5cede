import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlaceOrderResponse, PreviewOrderResponse } from '../../src/api/contract/orders';
import { addDays, addMonths } from '../clock';
import { cards, referralRewards, subscriptions, users } from '../db/schema';
import { createHarness, type Harness, TEST_NOW } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const NOW = new Date(TEST_NOW);
const PO = '/api/v2/ch/pc/po';
const PC = '/api/v2/ch/pc/pc';
const order = (extra: Record<string, unknown> = {}) => ({
  productCode: 'COMBO',
  subscriptionTime: 1,
  currency: 'USD',
  coupons: [],
  ...extra,
});
const newCard = (number = '4242424242424242') => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  holder: 'Test Holder',
});

async function userId(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function firstCardId(client: Awaited<ReturnType<Harness['as']>>) {
  return (await client.get('/api/v2/ch/pc/c')).json.cards[0].id as number;
}

describe('POST pc/po (preview)', () => {
  it('new user: trial, no charge today, first-month discount on the first charge', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post(PO, order());
    expect(res.status).toBe(200);
    const body = v.parse(PreviewOrderResponse, res.json);
    expect(body).toMatchObject({
      trialDays: 14,
      freeDays: 0,
      subtotal: 4900,
      discountTotal: 2450,
      dueToday: 0,
      nextBillingAmount: 2450,
      nextBillingDate: addDays(NOW, 14).toISOString(),
      firstMonthDiscountPercent: 50,
      invalidCoupons: [],
    });
    expect(body.lines).toEqual([{ description: 'Combo Premium (Monthly)', amount: 4900 }]);
  });

  it('percent coupons take a share of the monthly price', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post(PO, order({ subscriptionTime: 12, coupons: ['launch20'] }));
    // Annual: 4900 × 12 × 0.8 = 47040 → USD 470; 20% of the monthly 4900 = 980; no first-month discount.
    expect(res.json).toMatchObject({
      subtotal: 47000,
      discountTotal: 980,
      nextBillingAmount: 46020,
      dueToday: 0,
    });
    expect(res.json.discounts).toEqual([
      expect.objectContaining({ code: 'LAUNCH20', amount: 980, effective: true, automatic: false }),
    ]);
  });

  it('only the latest applied coupon is effective', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post(PO, order({ coupons: ['LAUNCH20', 'GIFT5USD'] }));
    const byCode = Object.fromEntries(res.json.discounts.map((d: { code: string }) => [d.code, d]));
    expect(byCode.LAUNCH20.effective).toBe(false);
    expect(byCode.GIFT5USD.effective).toBe(true);
    expect(res.json.discountTotal).toBe(2450 + 500);
  });

  it('lists invalid coupons with their codes and messages', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post(
      PO,
      order({ coupons: ['NOPE', 'GIFTOLD', 'NEWUSER15', 'GIFT40HKD', 'GIFT14DAYS', 'LAUNCH20'] }),
    );
    expect(res.status).toBe(200);
    expect(res.json.invalidCoupons).toEqual([
      { code: 'NOPE', errorCode: '0062', message: 'invalid coupon!' },
      { code: 'GIFTOLD', errorCode: '0063', message: 'Coupon is invalid' },
      { code: 'NEWUSER15', errorCode: '0068', message: 'Coupon only for new user' },
      { code: 'GIFT40HKD', errorCode: '0063', message: 'Coupon is invalid' },
      { code: 'GIFT14DAYS', errorCode: '0063', message: 'Coupon is invalid' },
      { code: 'LAUNCH20', errorCode: '0068', message: 'Coupon only for new user' },
    ]);
    // Existing customer: no trial, charged today at full price.
    expect(res.json).toMatchObject({
      trialDays: 0,
      dueToday: 4900,
      nextBillingDate: addMonths(NOW, 1).toISOString(),
    });
  });

  it('a promotion coupon on a product outside its activity does not qualify', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post(PO, order({ productCode: 'HK_MOBILE', coupons: ['LAUNCH20'] }));
    expect(res.json.invalidCoupons).toEqual([
      { code: 'LAUNCH20', errorCode: '0071', message: 'you do not qualify for the promotion' },
    ]);
  });

  it('by-product coupons vary with the product', async () => {
    const client = await h.as('active@demo.test');
    const combo = await client.post(PO, order({ coupons: ['GIFTPRODUCT'] }));
    const mobile = await client.post(
      PO,
      order({ productCode: 'A_MOBILE', coupons: ['GIFTPRODUCT'] }),
    );
    expect(combo.json.discountTotal).toBe(1500);
    expect(mobile.json.discountTotal).toBe(400);
  });

  it('the currency is locked by an unfinished plan or by payment history', async () => {
    const active = await h.as('active@demo.test');
    const res = await active.post(PO, order({ currency: 'SGD' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      errorCode: '0064',
      message: 'The currency must match that of the active subscription',
      currencyLock: { currency: 'USD', reason: 'unfinished_subscription' },
    });
    const cancelled = await h.as('cancelled@demo.test');
    const locked = await cancelled.post(PO, order({ currency: 'USD' }));
    expect(locked.json.currencyLock).toEqual({ currency: 'HKD', reason: 'payment_history' });
    expect((await cancelled.post(PO, order({ currency: 'HKD' }))).status).toBe(200);
  });

  it('refuses a second live plan of the same product', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post(PO, order({ productCode: 'HK_ALL' }));
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0066');
  });

  it('refuses bad input with 400, never 500', async () => {
    const client = await h.as('new@demo.test');
    for (const body of [
      {},
      order({ subscriptionTime: 3 }),
      order({ currency: 'EUR' }),
      order({ coupons: 'X' }),
      '[]',
      'null',
    ]) {
      const res = await client.post(PO, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.errorCode).toBe('0001');
    }
  });

  it('requires a signed-in user', async () => {
    const client = h.client();
    await client.registerDevice();
    expect((await client.post(PO, order())).status).toBe(401);
  });
});

describe('referral discount', () => {
  it("auto-applies to a referred user's first order within a year, capped at USD 60", async () => {
    const client = await h.as('friend1@demo.test');
    const res = await client.post(PO, order({ subscriptionTime: 12 }));
    expect(res.json.discounts).toEqual([
      expect.objectContaining({ code: 'REFERRAL', amount: 6000, effective: true, automatic: true }),
    ]);
    const hkd = await client.post(PO, order({ subscriptionTime: 12, currency: 'HKD' }));
    expect(hkd.json.discounts[0].amount).toBe(46800); // USD 60 in HKD at 7.8
  });

  it('is not offered more than a year after sign-up', async () => {
    const client = await h.as('friend7@demo.test');
    const res = await client.post(PO, order({ coupons: ['REFERRAL'] }));
    expect(res.json.discounts.some((d: { code: string }) => d.code === 'REFERRAL')).toBe(false);
    expect(res.json.invalidCoupons[0]).toMatchObject({ code: 'REFERRAL', errorCode: '0071' });
  });

  it('can be used once (0069) and only on the first web order (0070)', async () => {
    const friend = await h.as('friend1@demo.test');
    const placed = await friend.post(PC, {
      ...order({ productCode: 'HK_MOBILE' }),
      card: newCard(),
      agreement: true,
      idempotencyKey: 'friend1-first-order',
    });
    expect(placed.status).toBe(200);
    const again = await friend.post(PO, order({ productCode: 'A_MOBILE', coupons: ['REFERRAL'] }));
    expect(again.json.invalidCoupons[0]).toMatchObject({
      errorCode: '0069',
      message: 'Referral coupon can only be used once',
    });

    const other = await h.as('friend2@demo.test');
    await other.post(PC, {
      ...order({ productCode: 'HK_MOBILE', coupons: ['SAVE10USD'] }),
      card: newCard(),
      agreement: true,
      idempotencyKey: 'friend2-first-order',
    });
    const second = await other.post(PO, order({ productCode: 'A_MOBILE', coupons: ['REFERRAL'] }));
    expect(second.json.invalidCoupons[0]).toMatchObject({
      errorCode: '0070',
      message: 'Offer only valid for your first order!',
    });
  });

  it("creates a pending HKD reward for the referrer on the referee's first order", async () => {
    const friend = h.client();
    await friend.registerDevice();
    const signup = await friend.request({
      method: 'POST',
      url: '/signup',
      form: {
        email: 'newfriend@example.com',
        password: 'long-enough',
        referral: 'DEMOREF1',
        next: '/pricing/',
      },
    });
    expect(signup.status).toBe(303);
    await friend.post(PC, {
      ...order({ productCode: 'HK_MOBILE', subscriptionTime: 6 }),
      card: newCard(),
      agreement: true,
      idempotencyKey: 'newfriend-first-order',
    });
    const [reward] = await h.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referredUserId, await userId('newfriend@example.com')));
    expect(reward).toMatchObject({ status: 'pending', currency: 'HKD', amount: 20000 });
    // Semi-annual: available 90 days after the first charge (HK_MOBILE has no trial: today).
    expect(reward?.availableDate?.toISOString()).toBe(addDays(NOW, 90).toISOString());
    expect(reward?.expiresAt?.toISOString()).toBe(addDays(NOW, 90 + 365).toISOString());
  });
});

describe('POST pc/pc (place order and pay)', () => {
  it('requires the purchase agreement', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post(PC, {
      ...order(),
      cardId: 1,
      agreement: false,
      idempotencyKey: 'k-agreement',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      errorCode: '0060',
      message: 'Please check the Term Purchase Agreement first',
    });
  });

  it('requires invalid coupons to be removed first', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post(PC, {
      ...order({ coupons: ['NOPE'] }),
      cardId: await firstCardId(client),
      agreement: true,
      idempotencyKey: 'k-invalid-coupons',
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorCode: '0061', message: 'Please delete invalid coupons' });
    expect(res.json.invalidCoupons[0].code).toBe('NOPE');
    expect(h.gateway.charges).toHaveLength(0);
  });

  it('charges a saved card the server-computed amount and creates the plan', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post(PC, {
      ...order({ coupons: ['GIFT5USD'] }),
      amount: 1,
      cardId: await firstCardId(client),
      agreement: true,
      idempotencyKey: 'k-active-combo',
    });
    expect(res.status).toBe(200);
    const body = v.parse(PlaceOrderResponse, res.json);
    expect(body).toMatchObject({
      status: 'active',
      currency: 'USD',
      amountPaid: 4400,
      receiptEmail: 'active@demo.test',
    });
    expect(h.gateway.charges.map((c) => c.amount)).toEqual([4400]);
    const plans = (await client.get('/api/v2/ch/pc/up')).json.data.myPlans;
    expect(plans.map((p: { productCode: string }) => p.productCode)).toEqual(['HK_ALL', 'COMBO']);
    const coupons = (await client.get('/api/v2/ch/pc/uc1')).json.coupons;
    expect(coupons.find((c: { code: string }) => c.code === 'GIFT5USD').status).toBe('redeemed');
  });

  it('a new user with a new card starts a trial without a charge and may save the card', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post(PC, {
      ...order(),
      card: newCard(),
      saveCard: true,
      agreement: true,
      idempotencyKey: 'k-new-trial',
      contact: {
        firstName: 'Nova',
        lastName: 'New',
        billingEmail: 'billing@example.com',
        phone: '+852 5555 0000',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'trial',
      amountPaid: 0,
      receiptEmail: 'billing@example.com',
    });
    expect(h.gateway.charges).toHaveLength(0);
    const list = (await client.get('/api/v2/ch/pc/c')).json;
    expect(list.cards).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
    const [plan] = (await client.get('/api/v2/ch/pc/up')).json.data.myPlans;
    expect(plan).toMatchObject({
      status: 'trial',
      inTrial: true,
      canCancelFree: true,
      nextPaymentAmount: 2450,
    });
    expect(plan.freeCancelUntil).toBe(addDays(NOW, 7).toISOString());
  });

  it('an unsaved new card is kept only for its plan', async () => {
    const client = await h.as('new@demo.test');
    await client.post(PC, {
      ...order(),
      card: newCard(),
      saveCard: false,
      agreement: true,
      idempotencyKey: 'k-unsaved',
    });
    expect((await client.get('/api/v2/ch/pc/c')).json.total).toBe(0);
    const rows = await h.database.db
      .select()
      .from(cards)
      .where(eq(cards.userId, await userId('new@demo.test')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deletedAt).not.toBeNull();
  });

  it.each([
    ['4000000000000002', '5001', 'card_declined'],
    ['4000000000009995', '5002', 'insufficient_funds'],
    ['4000000000000069', '5003', 'expired_card'],
    ['4000000000000119', '5004', 'processing_error'],
  ])('card %s fails with 402 and code %s; no plan is created', async (number, code, reason) => {
    const client = await h.as('cancelled@demo.test');
    const res = await client.post(PC, {
      ...order({ productCode: 'HK_MOBILE', currency: 'HKD' }),
      card: newCard(number),
      agreement: true,
      idempotencyKey: `k-decline-${code}`,
    });
    expect(res.status).toBe(402);
    expect(res.json).toEqual({
      errorCode: code,
      declineCode: reason,
      message: `The system is experiencing technical difficulties. Error Code ${code}. Please try again.`,
    });
    const subs = await h.database.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, await userId('cancelled@demo.test')),
          eq(subscriptions.productCode, 'HK_MOBILE'),
        ),
      );
    expect(subs).toHaveLength(0);
    expect((await client.get('/api/v2/ch/pc/c')).json.total).toBe(1);
  });

  it('the same idempotency key replays the same outcome without charging again', async () => {
    const client = await h.as('active@demo.test');
    const body = {
      ...order(),
      cardId: await firstCardId(client),
      agreement: true,
      idempotencyKey: 'k-replay-123',
    };
    const first = await client.post(PC, body);
    const second = await client.post(PC, body);
    expect(second.status).toBe(first.status);
    expect(second.json).toEqual(first.json);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(h.gateway.charges).toHaveLength(1);
    const changed = await client.post(PC, { ...body, subscriptionTime: 6 });
    expect(changed.status).toBe(409);
    expect(changed.json.errorCode).toBe('0006');
  });

  it('a declined attempt replays as declined for the same key', async () => {
    const client = await h.as('cancelled@demo.test');
    const body = {
      ...order({ productCode: 'HK_MOBILE', currency: 'HKD' }),
      card: newCard('4000000000000002'),
      agreement: true,
      idempotencyKey: 'k-declined-replay',
    };
    expect((await client.post(PC, body)).status).toBe(402);
    expect((await client.post(PC, body)).json.errorCode).toBe('5001');
  });

  it('100 concurrent identical pay requests: exactly one charge and one order', async () => {
    const client = await h.as('active@demo.test');
    const body = {
      ...order(),
      cardId: await firstCardId(client),
      agreement: true,
      idempotencyKey: 'k-race-100',
    };
    const responses = await Promise.all(Array.from({ length: 100 }, () => client.post(PC, body)));
    const statuses = new Set(responses.map((r) => r.status));
    expect([...statuses]).toEqual([200]);
    const orderIds = new Set(responses.map((r) => r.json.orderId));
    expect(orderIds.size).toBe(1);
    expect(h.gateway.charges).toHaveLength(1);
    const combos = await h.database.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, await userId('active@demo.test')),
          eq(subscriptions.productCode, 'COMBO'),
        ),
      );
    expect(combos).toHaveLength(1);
  });
});
