import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../clock';
import {
  redemptions,
  referralRewards,
  subscriptions,
  userCurrencies,
  userPromoCodes,
  users,
} from '../db/schema';
import { testDatabaseKind } from './database';
import { createHarness, type Harness, TEST_NOW, type TestClient } from './harness';

/*
 * Concurrent money-moving calls of one user on PostgreSQL, where transactions really run side by
 * side on a pool of connections. PGlite runs one transaction at a time on one connection, so
 * these races cannot happen there and the file is skipped (the same rules are covered one call
 * at a time by the route tests).
 */
const onPostgres = testDatabaseKind === 'postgres';

const PC = '/api/v2/ch/pc/pc';
const RS = '/api/v2/ch/pc/rs';
const AP = '/api/v2/ch/pc/ap';
const PRODUCTS = ['COMBO', 'HK_ALL', 'A_ALL', 'HK_MOBILE', 'A_MOBILE'] as const;
const LIVE = ['trial', 'active', 'past_due'];
const NOW = new Date(TEST_NOW);

let h: Harness;
beforeAll(async () => {
  if (onPostgres) h = await createHarness();
});
beforeEach(async () => {
  if (onPostgres) await h.reset();
});
afterAll(async () => {
  if (onPostgres) await h.close();
});

async function userId(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function firstCardId(client: TestClient) {
  return (await client.get('/api/v2/ch/pc/c')).json.cards[0].id as number;
}

const pay = (client: TestClient, key: string, extra: Record<string, unknown>) =>
  client.post(PC, {
    subscriptionTime: 1,
    coupons: [],
    agreement: true,
    idempotencyKey: key,
    ...extra,
  });

async function livePlans(email: string) {
  return h.database.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, await userId(email)), inArray(subscriptions.status, LIVE)));
}

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => {
    acc[s] = (acc[s] ?? 0) + 1;
    return acc;
  }, {});

describe.skipIf(!onPostgres)('one user, many concurrent money calls (PostgreSQL)', () => {
  it('200 concurrent pays with different keys for one plan: one order, one charge', async () => {
    const client = await h.as('active@demo.test');
    const cardId = await firstCardId(client);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        pay(client, `k-diff-${i}`, { productCode: 'COMBO', currency: 'USD', cardId }),
      ),
    );
    const statuses = countBy(responses.map((r) => r.status));
    expect(statuses).toEqual({ 200: 1, 400: 199 });
    expect(new Set(responses.filter((r) => r.status === 400).map((r) => r.json.errorCode))).toEqual(
      new Set(['0066']),
    );
    const combos = (await livePlans('active@demo.test')).filter((s) => s.productCode === 'COMBO');
    expect(combos).toHaveLength(1);
    expect(h.gateway.charges).toHaveLength(1);
    expect(h.gateway.captured).toHaveLength(1);
    console.info(
      `200 concurrent different-key pays: ${combos.length} order, ${h.gateway.charges.length} charge`,
    );
  });

  it('buy-again racing re-subscribe of the same product: one live plan, one charge', async () => {
    const client = await h.as('cancelled@demo.test');
    const [cancelled] = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userId('cancelled@demo.test')));
    const cardId = cancelled!.cardId!;
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? client.post(RS, { orderId: cancelled!.id, idempotencyKey: `k-rs-${i}` })
        : pay(client, `k-again-${i}`, {
            productCode: cancelled!.productCode,
            currency: cancelled!.currency,
            cardId,
          }),
    );
    const responses = await Promise.all(calls);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status >= 500)).toHaveLength(0);
    const live = (await livePlans('cancelled@demo.test')).filter(
      (s) => s.productCode === cancelled!.productCode,
    );
    expect(live).toHaveLength(1);
    expect(h.gateway.captured).toHaveLength(1);
  });

  it('50 USD and 50 HKD orders at once: live plans in one currency only', async () => {
    const client = await h.as('new@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pay(client, `k-cur-${i}`, {
          productCode: PRODUCTS[Math.floor(i / 2) % PRODUCTS.length],
          currency: i % 2 === 0 ? 'USD' : 'HKD',
          card: {
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2030,
            cvc: '123',
            holder: 'N',
          },
        }),
      ),
    );
    expect(responses.filter((r) => r.status >= 500)).toHaveLength(0);
    const live = await livePlans('new@demo.test');
    expect(live.length).toBeGreaterThan(0);
    expect(new Set(live.map((s) => s.currency)).size).toBe(1);
    // Every product at most once, and a refused order took no money.
    expect(new Set(live.map((s) => s.productCode)).size).toBe(live.length);
    const paid = responses.filter((r) => r.status === 200 && r.json.amountPaid > 0);
    expect(h.gateway.captured).toHaveLength(paid.length);
  });
});

describe.skipIf(!onPostgres)('single-use codes under concurrency (PostgreSQL)', () => {
  it('SAVE10USD at 100 concurrent pays (any product): used once, one discounted order', async () => {
    const client = await h.as('active@demo.test');
    const cardId = await firstCardId(client);
    const products = PRODUCTS.filter((p) => p !== 'HK_ALL');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pay(client, `k-save-${i}`, {
          productCode: products[i % products.length],
          currency: 'USD',
          cardId,
          coupons: ['SAVE10USD'],
        }),
      ),
    );
    expect(responses.filter((r) => r.status >= 500)).toHaveLength(0);
    // Only an order that used the code can succeed: it is in every request.
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const withCode = (await livePlans('active@demo.test')).filter((s) =>
      s.couponCodes.includes('SAVE10USD'),
    );
    expect(withCode).toHaveLength(1);
    expect(h.gateway.captured).toHaveLength(1);
    const uses = await h.database.db
      .select()
      .from(userPromoCodes)
      .where(
        and(
          eq(userPromoCodes.userId, await userId('active@demo.test')),
          eq(userPromoCodes.code, 'SAVE10USD'),
        ),
      );
    expect(uses.map((u) => u.status)).toEqual(['redeemed']);
  });

  it('the first-order REFERRAL discount goes to exactly one of 100 concurrent orders', async () => {
    const client = await h.as('friend1@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pay(client, `k-ref-${i}`, {
          productCode: PRODUCTS[i % PRODUCTS.length],
          currency: 'USD',
          card: {
            number: '4242424242424242',
            expMonth: 12,
            expYear: 2030,
            cvc: '123',
            holder: 'F',
          },
        }),
      ),
    );
    expect(responses.filter((r) => r.status >= 500)).toHaveLength(0);
    const me = await userId('friend1@demo.test');
    const plans = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, me));
    expect(plans.filter((s) => s.couponCodes.includes('REFERRAL'))).toHaveLength(1);
    const bonuses = await h.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referredUserId, me));
    expect(bonuses).toHaveLength(1);
  });

  it('a referral reward code redeemed concurrently on two plans is scheduled once', async () => {
    const referrer = await userId('referrer@demo.test');
    const [combo] = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, referrer));
    const [second] = await h.database.db
      .insert(subscriptions)
      .values({
        userId: referrer,
        productCode: 'HK_MOBILE',
        cycleMonths: 1,
        currency: combo!.currency,
        status: 'active',
        cardId: combo!.cardId,
        createdAt: addDays(NOW, -10),
        currentPeriodStart: addDays(NOW, -10),
        nextPaymentDate: addDays(NOW, 20),
        paidPeriods: 1,
      })
      .returning();
    const client = await h.as('referrer@demo.test');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.post(AP, {
          orderId: i % 2 === 0 ? combo!.id : second!.id,
          couponCode: 'RBDEMOAVL1',
        }),
      ),
    );
    expect(responses.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    const [reward] = await h.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.code, 'RBDEMOAVL1'));
    const scheduled = await h.database.db
      .select()
      .from(redemptions)
      .where(and(eq(redemptions.rewardId, reward!.id), ne(redemptions.status, 'deleted')));
    expect(scheduled).toHaveLength(1);
    expect(reward!.status).toBe('redeemed');
  });
});

describe('the database refuses what the locks prevent', () => {
  // These constraints hold on PGlite too: they are checked one statement at a time.
  beforeAll(async () => {
    if (!onPostgres) h = await createHarness();
  });
  afterAll(async () => {
    if (!onPostgres) await h.close();
  });

  const constraintOf = async (work: Promise<unknown>) => {
    try {
      await work;
      return null;
    } catch (error) {
      const cause = (error as { cause?: { constraint?: string } }).cause;
      return cause?.constraint ?? String(error);
    }
  };

  it('a second live plan of one product, and a live plan in a second currency', async () => {
    await h.reset();
    const me = await userId('active@demo.test');
    const [plan] = await livePlans('active@demo.test');
    const copy = {
      userId: me,
      productCode: plan!.productCode,
      cycleMonths: 1,
      currency: plan!.currency,
      status: 'active',
      createdAt: NOW,
      currentPeriodStart: NOW,
      nextPaymentDate: addDays(NOW, 30),
    };
    expect(await constraintOf(h.database.db.insert(subscriptions).values(copy))).toBe(
      'subscriptions_live_product_uq',
    );
    expect(
      await constraintOf(
        h.database.db
          .insert(subscriptions)
          .values({ ...copy, productCode: 'A_MOBILE', currency: 'HKD' }),
      ),
    ).toBe('subscriptions_live_currency_fk');
    // Nor can the user's currency move while a plan in it is live.
    expect(
      await constraintOf(
        h.database.db
          .update(userCurrencies)
          .set({ currency: 'HKD' })
          .where(eq(userCurrencies.userId, me)),
      ),
    ).toBe('subscriptions_live_currency_fk');
    // A cancelled plan no longer holds the currency.
    await h.database.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.userId, me));
    await h.database.db
      .update(userCurrencies)
      .set({ currency: 'HKD' })
      .where(eq(userCurrencies.userId, me));
    const [after] = await h.database.db
      .select()
      .from(userCurrencies)
      .where(eq(userCurrencies.userId, me));
    expect(after!.currency).toBe('HKD');
  });

  it('a reward spent twice, or a promo code redeemed twice by one user', async () => {
    await h.reset();
    const rows = await h.database.db
      .select()
      .from(redemptions)
      .where(and(isNotNull(redemptions.id), ne(redemptions.status, 'deleted')))
      .limit(1);
    const row = rows[0]!;
    const { id: _id, ...again } = row;
    expect(await constraintOf(h.database.db.insert(redemptions).values(again))).toMatch(
      /^redemptions_(code|reward)_uq$/,
    );
    const [reward] = await h.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.code, 'RBDEMOAVL2'));
    const spend = { ...again, code: reward!.code, rewardId: reward!.id, status: 'scheduled' };
    await h.database.db.insert(redemptions).values(spend);
    expect(await constraintOf(h.database.db.insert(redemptions).values(spend))).toBe(
      'redemptions_reward_uq',
    );
  });
});
