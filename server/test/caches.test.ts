import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/api/contract/user';
import { buildApp } from '../app';
import { type Database, openPostgres } from '../db/client';
import { SESSION_CHANNEL } from '../services/sessionCache';
import { testDatabaseKind } from './database';
import { createHarness, type Harness, TestClient } from './harness';

/*
 * Signed-in sessions and each user's price-list currency are cached per copy of the server
 * (issue 15). A session signed out must never be served from a cache, nor a currency after a
 * payment changed it, in this copy or in another one sharing the database (on PostgreSQL the
 * other copy has its own pool and hears of it by NOTIFY).
 */
let h: Harness;
let other: { app: FastifyInstance; database: Database | null };
beforeAll(async () => {
  h = await createHarness();
  const database =
    testDatabaseKind === 'postgres' ? await openPostgres(process.env.TEST_DATABASE_URL!, 3) : null;
  const app = await buildApp({
    db: (database ?? h.database).db,
    clock: h.clock,
    gateway: h.gateway,
    logger: false,
    config: { distDir: 'server/.no-dist' },
    sessionBroadcast: (database ?? h.database).broadcast(SESSION_CHANNEL),
  });
  await app.ready();
  other = { app, database };
});
beforeEach(() => h.reset());
afterAll(async () => {
  await other.app.close();
  await other.database?.close();
  await h.close();
});

const CARDS = '/api/v2/ch/pc/c';

/** The same browser's cookies, sent to the other copy of the server. */
function sameBrowserOn(app: FastifyInstance, client: TestClient): TestClient {
  const twin = new TestClient(app);
  for (const [name, value] of client.cookies) twin.cookies.set(name, value);
  return twin;
}

async function signOut(client: TestClient) {
  const res = await client.request({ method: 'POST', url: '/logout', form: {} });
  expect(res.status).toBe(200);
}

/** Someone who kept the cookie (another tab, a copied header) tries it after signing out. */
function replay(app: FastifyInstance, cookies: Map<string, string>): TestClient {
  const client = new TestClient(app);
  for (const [name, value] of cookies) client.cookies.set(name, value);
  return client;
}

describe('signing out empties the session cache', () => {
  it('in the copy that signed out', async () => {
    const client = await h.as('active@demo.test');
    expect((await client.get(CARDS)).status).toBe(200);
    const kept = new Map(client.cookies);
    expect(kept.has(SESSION_COOKIE)).toBe(true);
    await signOut(client);
    expect((await replay(h.app, kept).get(CARDS)).status).toBe(401);
  });

  it('in another copy sharing the database, which had the session cached', async () => {
    const client = await h.as('active@demo.test');
    const elsewhere = sameBrowserOn(other.app, client);
    expect((await elsewhere.get(CARDS)).status).toBe(200);
    const kept = new Map(client.cookies);
    await signOut(client);
    // NOTIFY is delivered after the sign-out's commit, on another connection: give it a moment.
    await expect
      .poll(async () => (await replay(other.app, kept).get(CARDS)).status, { timeout: 2_000 })
      .toBe(401);
  });
});

describe('a payment that locks the currency empties the cached price-list currency', () => {
  const PL = '/api/v2/ch/pc/pl';
  const payInHkd = (client: TestClient) =>
    client.post('/api/v2/ch/pc/pc', {
      productCode: 'COMBO',
      subscriptionTime: 1,
      currency: 'HKD',
      coupons: [],
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holder: 'A B' },
      agreement: true,
      idempotencyKey: 'cache-pay-hkd-1',
    });

  it('in this copy and in another one, as soon as the payment commits', async () => {
    const client = await h.as('new@demo.test');
    const elsewhere = sameBrowserOn(other.app, client);
    const before = (await client.get(PL)).json.defaultCurrency;
    expect((await elsewhere.get(PL)).json.defaultCurrency).toBe(before);
    expect(before).not.toBe('HKD');
    expect((await payInHkd(client)).status).toBe(200);
    expect((await client.get(PL)).json.defaultCurrency).toBe('HKD');
    await expect
      .poll(async () => (await elsewhere.get(PL)).json.defaultCurrency, { timeout: 2_000 })
      .toBe('HKD');
  });
});
