import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../clock';
import { testDatabaseKind } from '../test/database';
import { createHarness, type Harness, TEST_NOW, type TestClient } from '../test/harness';
import { runRenewals } from './renewals';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';
const NOW = new Date(TEST_NOW);

async function plan(client: TestClient) {
  return (await client.get(`${PC}/up`)).json.data.myPlans[0];
}
/** The plan's billing records, newest first (pc/gps's first page holds them all here). */
async function history(client: TestClient, orderId: number) {
  return (await client.get(`${PC}/gps`, { orderId })).json.records;
}
/** Amounts charged for one plan (other demo plans may renew in the same run). */
const charged = (orderId: number) =>
  h.gateway.charges
    .filter((c) => c.idempotencyKey.startsWith(`renew:${orderId}:`))
    .map((c) => c.amount);
const run = (at: Date) => {
  h.clock.set(at, { frozen: true });
  return runRenewals(h.app.deps, at);
};

describe('renewals', () => {
  it('the first charge after a trial carries the first-month discount, with an invoice', async () => {
    const client = await h.as('trial@demo.test');
    const before = await plan(client);
    const summary = await run(addDays(new Date(before.nextPaymentDate), 0.1));
    expect(summary).toMatchObject({ plansDue: 1, charged: 1, failed: 0 });
    expect(charged(before.orderId)).toEqual([2030]);
    const after = await plan(client);
    expect(after).toMatchObject({ status: 'active', inTrial: false, nextPaymentAmount: 2900 });
    const records = await history(client, before.orderId);
    const last = records[0];
    expect(last).toMatchObject({ status: 'paid', amount: 2900, amountPaid: 2030 });
    const invoice = (await client.get(`${PC}/uc/se`, { invoiceId: last.invoiceId })).json.invoice;
    expect(invoice).toMatchObject({ billingFrom: before.nextPaymentDate, total: 2030 });
  });

  it('renews at the next payment date, once, however often the job runs', async () => {
    const client = await h.as('active@demo.test');
    const before = await plan(client);
    const at = new Date(before.nextPaymentDate);
    await run(at);
    await run(at);
    await run(addDays(at, 0.5));
    expect(charged(before.orderId)).toEqual([2900]);
    expect(await history(client, before.orderId)).toHaveLength(5);
  });

  it('catches up missed periods after a clock jump', async () => {
    const client = await h.as('active@demo.test');
    const before = await plan(client);
    await run(addDays(new Date(before.nextPaymentDate), 65));
    expect(charged(before.orderId)).toEqual([2900, 2900, 2900]);
    expect(new Date((await plan(client)).nextPaymentDate).getTime()).toBeGreaterThan(
      addDays(new Date(before.nextPaymentDate), 65).getTime(),
    );
  });

  it('applies a pending frequency change from the next payment date', async () => {
    const client = await h.as('active@demo.test');
    const before = await plan(client);
    await client.post(`${PC}/bf`, { orderId: before.orderId, subscriptionTime: 12 });
    await run(new Date(before.nextPaymentDate));
    expect(charged(before.orderId)).toEqual([27800]);
    expect(await plan(client)).toMatchObject({
      subscriptionTime: 12,
      pendingSubscriptionTime: null,
    });
  });

  it('applies only the latest scheduled redemption; older ones are superseded', async () => {
    const client = await h.as('referrer@demo.test');
    const before = await plan(client);
    await run(new Date(before.nextPaymentDate));
    expect(charged(before.orderId)).toEqual([47000 - 1500]);
    const schedule = (await client.get(`${PC}/ap`)).json.applyingSubscriptions;
    const states = Object.fromEntries(
      schedule.map((r: { promoCode: string; status: string }) => [r.promoCode, r.status]),
    );
    expect(states).toMatchObject({ GIFTPRODUCT: 'applied', GIFT5USD: 'superseded' });
  });

  it('free days postpone the charge', async () => {
    const client = await h.as('active@demo.test');
    const before = await plan(client);
    await client.post(`${PC}/ap`, { orderId: before.orderId, couponCode: 'GIFT14DAYS' });
    const due = new Date(before.nextPaymentDate);
    const summary = await run(due);
    expect(summary.freeDays).toBe(1);
    expect(charged(before.orderId)).toEqual([]);
    expect((await plan(client)).nextPaymentDate).toBe(addDays(due, 14).toISOString());
    await run(addDays(due, 14));
    expect(charged(before.orderId)).toEqual([2900]);
  });

  it('a declined renewal is retried daily and the plan expires after 3 failures', async () => {
    const client = await h.as('active@demo.test');
    const before = await plan(client);
    const card = await client.post(`${PC}/std`, {
      card: { number: '4000000000000002', expMonth: 1, expYear: 2031, cvc: '999', holder: 'Alex' },
    });
    await client.post(`${PC}/usp`, { orderId: before.orderId, cardId: card.json.card.id });
    const due = new Date(before.nextPaymentDate);
    expect((await run(due)).failed).toBe(1);
    expect(await plan(client)).toMatchObject({ status: 'past_due', hasAccess: false });
    const [failedRow] = await history(client, before.orderId);
    expect(failedRow).toMatchObject({
      status: 'failed',
      errorCode: '5001',
      amountPaid: 0,
      invoiceId: null,
    });
    await run(addDays(due, 1));
    expect((await run(addDays(due, 2))).expired).toBe(1);
    expect(await plan(client)).toMatchObject({ status: 'expired', nextPaymentDate: null });
    expect(charged(before.orderId)).toEqual([]);
  });

  it('cancelled plans are never billed', async () => {
    const client = await h.as('cancelled@demo.test');
    await run(addDays(NOW, 400));
    expect(charged((await plan(client)).orderId)).toEqual([]);
    expect((await plan(client)).status).toBe('cancelled');
  });

  it('referral bonuses: pending → available after 90 days (semi-annual) → expired a year later', async () => {
    const friend = h.client();
    await friend.registerDevice();
    await friend.request({
      method: 'POST',
      url: '/signup',
      form: {
        email: 'ref-friend@example.com',
        password: 'long-enough',
        referral: 'DEMOREF1',
        next: '/pricing/',
      },
    });
    await friend.post(`${PC}/pc`, {
      productCode: 'HK_MOBILE',
      subscriptionTime: 6,
      currency: 'USD',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'F' },
      agreement: true,
      idempotencyKey: 'ref-friend-order',
    });
    const referrer = await h.as('referrer@demo.test');
    const find = async () =>
      (await referrer.get('/api/ch/m9/rp')).json.rewards.find((r: { referralAccount: string }) =>
        r.referralAccount.startsWith('re'),
      );
    expect((await find()).status).toBe('pending');
    const summary = await run(addDays(NOW, 90));
    expect(summary.rewardsAvailable).toBeGreaterThanOrEqual(1);
    expect((await find()).status).toBe('available');
    await run(addDays(NOW, 90 + 365));
    expect((await find()).status).toBe('expired');
  });

  it('a free cancel during the trial invalidates the pending bonus', async () => {
    const friend = h.client();
    await friend.registerDevice();
    await friend.request({
      method: 'POST',
      url: '/signup',
      form: {
        email: 'ref-trial@example.com',
        password: 'long-enough',
        referral: 'DEMOREF1',
        next: '/pricing/',
      },
    });
    const placed = await friend.post(`${PC}/pc`, {
      productCode: 'COMBO',
      subscriptionTime: 1,
      currency: 'USD',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'F' },
      agreement: true,
      idempotencyKey: 'ref-trial-order',
    });
    await friend.post(`${PC}/cs`, { orderId: placed.json.orderId });
    const referrer = await h.as('referrer@demo.test');
    const rewards = (await referrer.get('/api/ch/m9/rp')).json.rewards;
    expect(
      rewards.find((r: { referralAccount: string }) => r.referralAccount.startsWith('re')).status,
    ).toBe('invalid');
  });
});

// The command runs on its own embedded database (DATABASE_URL emptied), whichever the suite has:
// the PostgreSQL run would only repeat it, at 8 s a time.
describe.skipIf(testDatabaseKind === 'postgres')('npm run billing -- --now', () => {
  it('runs one renewal pass against the configured database and prints a summary', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sr-billing-cli-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'server/billingCli.ts', '--now', '2030-01-01T00:00:00.000Z'],
        { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 90_000 },
      );
      expect(JSON.parse(stdout)).toMatchObject({ now: '2030-01-01T00:00:00.000Z', plansDue: 0 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
