import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MyPlansResponse } from '../../src/api/contract/plans';
import { CouponListResponse } from '../../src/api/contract/promotion';
import { referralVisits, subscriptions, users } from '../db/schema';
import { createHarness, type Harness, TEST_NOW } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const UP = '/api/v2/ch/pc/up';

describe('GET pc/up', () => {
  it('new user: no plans, no lock, isNewUser', async () => {
    const client = await h.as('new@demo.test');
    const body = v.parse(MyPlansResponse, (await client.get(UP, { lang: 'en' })).json);
    expect(body.data).toEqual({
      myPlans: [],
      currencyLock: null,
      isNewUser: true,
      signedIn: true,
      highestRank: 0,
      referralWelcome: null,
    });
  });

  it('active user: the plan with its dates, card, and a USD lock', async () => {
    const client = await h.as('active@demo.test');
    const body = v.parse(MyPlansResponse, (await client.get(UP)).json);
    expect(body.data.currencyLock).toEqual({ currency: 'USD', reason: 'unfinished_subscription' });
    expect(body.data.isNewUser).toBe(false);
    const [plan] = body.data.myPlans;
    expect(plan).toMatchObject({
      productCode: 'HK_ALL',
      productName: 'HKEx All-Platform',
      subscriptionTime: 1,
      status: 'active',
      hasAccess: true,
      paymentMethod: { brand: 'Visa', last4: '4242' },
      nextPaymentAmount: 2900,
      upgradeTargets: ['COMBO'],
      canChangeFrequency: true,
      resubscribeAmount: null,
      inTrial: false,
    });
  });

  it('upgrade targets: lowest first, in the plan’s markets, none already live, none at the top', async () => {
    const client = await h.as('cards@demo.test');
    const mobile = async () =>
      v
        .parse(MyPlansResponse, (await client.get(UP)).json)
        .data.myPlans.find((p) => p.productCode === 'HK_MOBILE');
    // HKEx Mobile covers Hong Kong: All-Platform or Combo, never A-Shares.
    expect(await mobile()).toMatchObject({ upgradeTargets: ['HK_ALL', 'COMBO'] });
    // The investor also gets HKEx All-Platform: pc/uap would refuse moving into it (0066).
    const [user] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'cards@demo.test'));
    const [row] = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user?.id ?? 0));
    const { id: _, ...copy } = row as typeof subscriptions.$inferSelect;
    await h.database.db.insert(subscriptions).values({ ...copy, productCode: 'HK_ALL' });
    expect(await mobile()).toMatchObject({ upgradeTargets: ['COMBO'] });
    // Combo too: the highest permission, nothing to upgrade to.
    await h.database.db.insert(subscriptions).values({ ...copy, productCode: 'COMBO' });
    expect(await mobile()).toMatchObject({ upgradeTargets: [] });
  });

  it('trial user: in trial, inside the free-cancel window', async () => {
    const client = await h.as('trial@demo.test');
    const [plan] = (await client.get(UP)).json.data.myPlans;
    expect(plan).toMatchObject({ status: 'trial', inTrial: true, canCancelFree: true });
  });

  it('cancelled user: no access, may re-subscribe, currency fixed by history', async () => {
    const client = await h.as('cancelled@demo.test');
    const { data } = (await client.get(UP)).json;
    expect(data.currencyLock).toEqual({ currency: 'HKD', reason: 'payment_history' });
    expect(data.myPlans[0]).toMatchObject({
      status: 'cancelled',
      hasAccess: false,
      resubscribeAmount: expect.any(Number),
      canChangeFrequency: false,
      nextPaymentDate: null,
    });
    // What re-subscribing would charge: the plan's full price in its currency, from the server.
    expect(data.myPlans[0].resubscribeAmount).toBeGreaterThan(0);
    const live = (await (await h.as('active@demo.test')).get(UP)).json.data.myPlans[0];
    expect(live.resubscribeAmount).toBeNull();
  });

  it('referrer on Combo: highest permission, no upgrade', async () => {
    const client = await h.as('referrer@demo.test');
    const { data } = (await client.get(UP)).json;
    expect(data.highestRank).toBe(3);
    expect(data.myPlans[0]).toMatchObject({
      productCode: 'COMBO',
      upgradeTargets: [],
      subscriptionTime: 12,
    });
  });

  it('signed out: an empty answer, and a referral visit is counted once per device', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get(UP, { referral: 'demoref1' });
    expect(res.json.data).toMatchObject({ signedIn: false, myPlans: [] });
    await client.get(UP, { referral: 'DEMOREF1' });
    const [referrer] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'referrer@demo.test'));
    const visits = await h.database.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.referrerId, referrer!.id));
    expect(visits).toHaveLength(13);
  });

  it('a signed-in user without plans who follows a referral link becomes the referee', async () => {
    const client = await h.as('new@demo.test');
    expect((await client.get(UP)).json.data.referralWelcome).toBeNull();
    // The visit's own answer already carries the welcome offer it made possible.
    const visit = await client.get(UP, { referral: 'DEMOREF1' });
    const [me] = await h.database.db.select().from(users).where(eq(users.email, 'new@demo.test'));
    expect(me?.referredBy).not.toBeNull();
    expect(visit.json.data.referralWelcome).toEqual({
      percent: 50,
      cap: 6000,
      currency: 'USD',
      until: new Date(me!.createdAt.getTime() + 365 * 86_400_000).toISOString(),
    });
  });

  it('the welcome offer ends with the first web order, or a year after sign-up', async () => {
    const client = await h.as('new@demo.test');
    await client.get(UP, { referral: 'DEMOREF1' });
    h.clock.set(new Date(Date.parse(TEST_NOW) + 366 * 86_400_000), { frozen: true });
    expect((await client.get(UP)).json.data.referralWelcome).toBeNull();
    // Referred long ago and already ordering on the web: no welcome either.
    const friend = await h.as('friend1@demo.test');
    expect((await friend.get(UP)).json.data.referralWelcome).toBeNull();
  });
});

describe('GET pc/uc1', () => {
  it('with a currency: unused checkout coupons usable in it, new-user-only ones for new users', async () => {
    const client = await h.as('active@demo.test');
    const body = v.parse(
      CouponListResponse,
      (await client.get('/api/v2/ch/pc/uc1', { currency: 'USD' })).json,
    );
    // active@ has a plan, so NEWUSER15 (also theirs, unused) would be refused at checkout.
    expect(body.coupons.map((c) => c.code).sort()).toEqual([
      'GIFT20PCT',
      'GIFT5USD',
      'GIFTPRODUCT',
    ]);
    const fresh = await h.as('new@demo.test');
    const theirs = (await fresh.get('/api/v2/ch/pc/uc1', { currency: 'USD' })).json.coupons;
    expect(theirs.map((c: { code: string }) => c.code)).toEqual(['NEWUSER15', 'GIFT5USD']);
    const hkd = (await client.get('/api/v2/ch/pc/uc1', { currency: 'HKD' })).json.coupons;
    expect(hkd.map((c: { code: string }) => c.code)).not.toContain('GIFT5USD');
  });

  it('without a currency: every code with its state', async () => {
    const client = await h.as('referrer@demo.test');
    const { coupons } = (await client.get('/api/v2/ch/pc/uc1')).json;
    const states = Object.fromEntries(
      coupons.map((c: { code: string; status: string }) => [c.code, c.status]),
    );
    expect(states).toEqual({
      GIFT14DAYS: 'redeemed',
      GIFT5USD: 'redeemed',
      GIFTPRODUCT: 'redeemed',
      GIFT20PCT: 'unused',
      GIFTOLD: 'expired',
    });
  });
});
