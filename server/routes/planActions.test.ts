import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../clock';
import { subscriptions } from '../db/schema';
import { createHarness, type Harness, TEST_NOW, type TestClient } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';
const NOW = new Date(TEST_NOW);

async function firstPlan(client: TestClient) {
  return (await client.get(`${PC}/up`)).json.data.myPlans[0];
}

describe('pc/cs cancel and pc/rs re-subscribe', () => {
  it('cancelling a trial inside the free-cancel window is free and removes access', async () => {
    const client = await h.as('trial@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/cs`, { orderId: plan.orderId });
    expect(res.json).toEqual({
      errorCode: '0',
      orderId: plan.orderId,
      status: 'cancelled',
      freeCancel: true,
    });
    const after = await firstPlan(client);
    expect(after).toMatchObject({
      status: 'cancelled',
      hasAccess: false,
      resubscribeAmount: expect.any(Number),
      nextPaymentDate: null,
    });
    expect(h.gateway.charges).toHaveLength(0);
  });

  it('keeps the reason and the words an investor gives, and cancels without them too', async () => {
    const client = await h.as('trial@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/cs`, {
      orderId: plan.orderId,
      reason: 'too_expensive',
      note: '  Too dear for me right now  ',
    });
    expect(res.json.errorCode).toBe('0');
    const [row] = await h.database.db
      .select({ reason: subscriptions.cancelReason, note: subscriptions.cancelNote })
      .from(subscriptions)
      .where(eq(subscriptions.id, plan.orderId));
    expect(row).toEqual({ reason: 'too_expensive', note: 'Too dear for me right now' });
    const other = await h.as('active@demo.test');
    const active = await firstPlan(other);
    expect((await other.post(`${PC}/cs`, { orderId: active.orderId })).json.errorCode).toBe('0');
    const refused = await other.post(`${PC}/cs`, { orderId: active.orderId, reason: 'because' });
    expect(refused.status).toBe(400);
    expect(refused.json.errorCode).toBe('0001');
  });

  it('cancelling after the free-cancel window is not free', async () => {
    const client = await h.as('trial@demo.test');
    const plan = await firstPlan(client);
    h.clock.set(addDays(new Date(plan.freeCancelUntil), 0.01), { frozen: true });
    const res = await client.post(`${PC}/cs`, { orderId: plan.orderId });
    expect(res.json.freeCancel).toBe(false);
  });

  it('a cancelled plan refuses a second cancel, a frequency change, and an upgrade', async () => {
    const client = await h.as('cancelled@demo.test');
    const plan = await firstPlan(client);
    expect((await client.post(`${PC}/cs`, { orderId: plan.orderId })).json.errorCode).toBe('0072');
    const bf = await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 12 });
    expect(bf.status).toBe(409);
    expect(bf.json.errorCode).toBe('0072');
    const up = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'up-cancelled',
    });
    expect(up.json.errorCode).toBe('0072');
  });

  it('re-subscribing charges a new period at full price on the plan card, once', async () => {
    const client = await h.as('cancelled@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/rs`, { orderId: plan.orderId });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'active', amountPaid: 22600, currency: 'HKD' });
    expect(h.gateway.charges.map((c) => [c.amount, c.currency])).toEqual([[22600, 'HKD']]);
    const again = await client.post(`${PC}/rs`, { orderId: plan.orderId });
    expect(again.status).toBe(409);
    expect(again.json.errorCode).toBe('0073');
    expect((await firstPlan(client)).hasAccess).toBe(true);
  });

  it("cannot act on someone else's plan", async () => {
    const owner = await h.as('active@demo.test');
    const plan = await firstPlan(owner);
    const other = await h.as('trial@demo.test');
    const res = await other.post(`${PC}/cs`, { orderId: plan.orderId });
    expect(res.status).toBe(404);
  });
});

describe('pc/bf billing frequency', () => {
  it('is pending until the next payment date; choosing the current cycle withdraws it', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 12 });
    expect(res.json).toEqual({
      errorCode: '0',
      orderId: plan.orderId,
      subscriptionTime: 1,
      pendingSubscriptionTime: 12,
      effectiveFrom: plan.nextPaymentDate,
    });
    const after = await firstPlan(client);
    expect(after).toMatchObject({
      subscriptionTime: 1,
      pendingSubscriptionTime: 12,
      nextPaymentAmount: 27800,
    });
    const undo = await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 1 });
    expect(undo.json.pendingSubscriptionTime).toBeNull();
  });
});

describe('pc/usp switch payment method', () => {
  it('switches to another saved card; refuses a card that is not yours', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const added = await client.post(`${PC}/std`, {
      card: { number: '5555555555554444', expMonth: 1, expYear: 2031, cvc: '321', holder: 'Alex' },
    });
    const res = await client.post(`${PC}/usp`, {
      orderId: plan.orderId,
      cardId: added.json.card.id,
    });
    expect(res.json.paymentMethod).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect((await firstPlan(client)).paymentMethod.last4).toBe('4444');
    const bad = await client.post(`${PC}/usp`, { orderId: plan.orderId, cardId: 1 });
    expect(bad.status).toBe(404);
  });

  it('refuses a card whose expiry month has passed (5003), keeping the plan on its card', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const added = await client.post(`${PC}/std`, {
      card: { number: '5555555555554444', expMonth: 3, expYear: 2025, cvc: '321', holder: 'Alex' },
    });
    expect(added.status).toBe(200);
    h.clock.set(new Date('2025-04-01T00:00:00.000Z'), { frozen: true });
    const res = await client.post(`${PC}/usp`, {
      orderId: plan.orderId,
      cardId: added.json.card.id,
    });
    expect(res.status).toBe(402);
    expect(res.json.errorCode).toBe('5003');
    expect((await firstPlan(client)).paymentMethod.last4).toBe(plan.paymentMethod.last4);
  });
});

describe('pc/uap upgrade', () => {
  it('charges the new price less the unused credit and loses scheduled discounts', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const redeemed = await client.post(`${PC}/ap`, {
      orderId: plan.orderId,
      couponCode: 'GIFT5USD',
    });
    expect(redeemed.status).toBe(200);
    const res = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-1',
    });
    expect(res.status).toBe(200);
    expect(res.json.lostDiscounts).toEqual(['GIFT5USD']);
    expect(res.json.credit).toBeGreaterThan(0);
    expect(res.json.amountPaid).toBe(4900 - res.json.credit);
    expect(h.gateway.charges).toHaveLength(1);
    const after = await firstPlan(client);
    expect(after).toMatchObject({ productCode: 'COMBO', upgradeTargets: [] });
    const schedule = (await client.get(`${PC}/ap`)).json.applyingSubscriptions;
    expect(schedule[0]).toMatchObject({ promoCode: 'GIFT5USD', status: 'lost', effective: false });
    // The code stays used: the discount is lost, not returned.
    const coupons = (await client.get(`${PC}/uc1`)).json.coupons;
    expect(coupons.find((c: { code: string }) => c.code === 'GIFT5USD').status).toBe('redeemed');
    const replay = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-1',
    });
    expect(replay.json).toEqual(res.json);
    expect(h.gateway.charges).toHaveLength(1);
  });

  it('pc/po with upgradeOrderId previews exactly what pc/uap charges', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    await client.post(`${PC}/ap`, { orderId: plan.orderId, couponCode: 'GIFT20PCT' });
    const preview = await client.post(`${PC}/po`, {
      productCode: 'COMBO',
      subscriptionTime: 1,
      currency: 'USD',
      upgradeOrderId: plan.orderId,
    });
    expect(preview.status).toBe(200);
    expect(preview.json).toMatchObject({
      productCode: 'COMBO',
      subtotal: 4900,
      lostDiscounts: ['GIFT20PCT'],
    });
    expect(preview.json.discounts[0]).toMatchObject({
      code: 'CREDIT',
      amount: preview.json.discountTotal,
    });
    const paid = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-preview',
    });
    expect(paid.json.amountPaid).toBe(preview.json.dueToday);
    expect(h.gateway.charges).toHaveLength(1);
  });

  it('refuses when the user already has the highest permission', async () => {
    const client = await h.as('referrer@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-2',
    });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      errorCode: '0074',
      message: 'You already have the highest permission',
    });
  });

  it('refuses a product that is not higher or does not cover the market', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    for (const productCode of ['HK_MOBILE', 'A_ALL']) {
      const res = await client.post(`${PC}/uap`, {
        orderId: plan.orderId,
        productCode,
        idempotencyKey: `upgrade-${productCode}`,
      });
      expect(res.json.errorCode).toBe('0075');
    }
  });

  it('upgrading during a trial ends it and loses the first-charge discount', async () => {
    const client = await h.as('trial@demo.test');
    const plan = await firstPlan(client);
    const res = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-trial',
    });
    expect(res.json).toMatchObject({ amountPaid: 4900, credit: 0 });
    expect((await firstPlan(client)).status).toBe('active');
  });
});

describe('contact info', () => {
  it('reads and saves, with the spec messages for bad input', async () => {
    const client = await h.as('new@demo.test');
    expect((await client.get(`${PC}/uc`)).json).toEqual({ errorCode: '0', contact: null });
    const contact = {
      firstName: 'Nova',
      lastName: 'New',
      billingEmail: 'nova@example.com',
      phone: '+65 8000 0000',
      saveAsContact: true,
    };
    expect((await client.post(`${PC}/puc`, contact)).json).toEqual({ errorCode: '0' });
    expect((await client.get(`${PC}/uc`)).json.contact).toEqual(contact);
    const bad = await client.post(`${PC}/puc`, {
      ...contact,
      firstName: ' ',
      billingEmail: 'nope',
      phone: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({
      firstName: "Can't be blank!",
      billingEmail: 'Email is not validated!',
      phone: 'Please enter your mobile number!',
    });
  });
});

it('uses the injected clock for dates', () => {
  expect(h.clock.now().toISOString()).toBe(NOW.toISOString());
});

describe('pc/uap charges the amount the investor was shown', () => {
  it('holds a quote through the day, and refuses without charging once it no longer holds', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const quote = async () =>
      (
        await client.post(`${PC}/po`, {
          productCode: 'COMBO',
          subscriptionTime: 1,
          currency: 'USD',
          upgradeOrderId: plan.orderId,
        })
      ).json.dueToday as number;
    const shown = await quote();
    h.clock.set(new Date(h.clock.now().getTime() + 60 * 60 * 1000), { frozen: true });
    expect(await quote()).toBe(shown);
    h.clock.set(new Date(h.clock.now().getTime() + 24 * 60 * 60 * 1000), { frozen: true });
    const later = await quote();
    expect(later).toBeGreaterThan(shown);
    const refused = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-stale',
      expectedAmount: shown,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.errorCode).toBe('0079');
    expect(h.gateway.charges).toHaveLength(0);
    expect((await firstPlan(client)).productCode).toBe('HK_ALL');
    const paid = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'upgrade-fresh',
      expectedAmount: later,
    });
    expect(paid.json).toMatchObject({ errorCode: '0', amountPaid: later });
    expect(h.gateway.charges).toHaveLength(1);
  });
});
