import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { addDays, addMonths, SettableClock } from '../clock';
import { type Database, openPostgres } from '../db/client';
import { RENEWAL_LOCK_CLASS } from '../db/locks';
import { billingRecords, cards, subscriptions, userCurrencies, users } from '../db/schema';
import { SandboxGateway } from '../payments/sandbox';
import { testDatabaseKind } from '../test/database';
import { createHarness, type Harness, TEST_NOW } from '../test/harness';
import { runRenewals } from './renewals';

/*
 * Several copies of the server on one PostgreSQL database, each with its own connection pool,
 * gateway client and renewal job, all running at once over the same due plans. PGlite is one
 * process with one connection, so there is nothing to share and the file is skipped there.
 */
const onPostgres = testDatabaseKind === 'postgres';
const COPIES = 3;
const PLANS = 300;
const NOW = new Date(TEST_NOW);

let h: Harness;
const copies: { app: FastifyInstance; database: Database; gateway: SandboxGateway }[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  h = await createHarness({ scenario: 'empty' });
  for (let i = 0; i < COPIES; i++) {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 5);
    const gateway = new SandboxGateway();
    const clock = new SettableClock(NOW);
    clock.set(NOW, { frozen: true });
    const app = await buildApp({
      db: database.db,
      clock,
      gateway,
      logger: false,
      config: { distDir: 'server/.no-dist' },
    });
    await app.ready();
    copies.push({ app, database, gateway });
  }
});

afterAll(async () => {
  for (const copy of copies) {
    await copy.app.close();
    await copy.database.close();
  }
  if (onPostgres) await h.close();
});

/** `count` users, each with one active monthly plan due at NOW on a card the sandbox accepts. */
async function seedDuePlans(count = PLANS): Promise<void> {
  const db = h.database.db;
  const created = addMonths(NOW, -1);
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `due${i}@multi.test`,
        passwordHash: 'x',
        referralCode: `DUE${i}`,
        createdAt: created,
      })),
    )
    .returning({ id: users.id });
  await db.insert(userCurrencies).values(people.map((p) => ({ userId: p.id, currency: 'USD' })));
  const cardRows = await db
    .insert(cards)
    .values(
      people.map((p) => ({
        userId: p.id,
        token: `tok_sandbox_ok_${p.id.toString(16).padStart(8, '0')}`,
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        holder: 'Due',
        isDefault: true,
        createdAt: created,
      })),
    )
    .returning({ id: cards.id, userId: cards.userId });
  await db.insert(subscriptions).values(
    cardRows.map((c) => ({
      userId: c.userId,
      productCode: 'HK_MOBILE',
      cycleMonths: 1,
      currency: 'USD',
      status: 'active',
      cardId: c.id,
      createdAt: created,
      currentPeriodStart: created,
      nextPaymentDate: NOW,
      paidPeriods: 1,
    })),
  );
}

describe.skipIf(!onPostgres)('renewals with several server copies on one database', () => {
  it(`${COPIES} copies renewing ${PLANS} due plans at once bill each exactly once`, async () => {
    await seedDuePlans();
    const at = addDays(NOW, 0.01);
    const started = Date.now();
    const summaries = await Promise.all(copies.map((c) => runRenewals(c.app.deps, at)));
    const elapsedMs = Date.now() - started;

    const charges = copies.flatMap((c) => c.gateway.charges);
    expect(charges).toHaveLength(PLANS);
    expect(new Set(charges.map((c) => c.idempotencyKey)).size).toBe(PLANS);
    expect(summaries.reduce((n, s) => n + s.charged, 0)).toBe(PLANS);
    expect(summaries.reduce((n, s) => n + s.errors, 0)).toBe(0);

    const perPlan = await h.database.db
      .select({ id: billingRecords.subscriptionId, n: sql<number>`count(*)::int` })
      .from(billingRecords)
      .where(and(eq(billingRecords.kind, 'renewal'), eq(billingRecords.periodStart, NOW)))
      .groupBy(billingRecords.subscriptionId);
    expect(perPlan).toHaveLength(PLANS);
    expect(perPlan.every((p) => p.n === 1)).toBe(true);
    const notRenewed = await h.database.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.nextPaymentDate, NOW));
    expect(notRenewed).toHaveLength(0);

    console.info(
      `${COPIES} copies, ${PLANS} due plans: ${charges.length} charges, ${perPlan.length} plans billed once ` +
        `(per copy: ${summaries.map((s) => s.charged).join(' / ')}) in ${elapsedMs} ms`,
    );
  });
});

describe.skipIf(!onPostgres)('a copy stuck in the middle of a plan', () => {
  it('does not hold up the other copies: they bill every other plan and leave it that one', async () => {
    await h.reset('empty');
    await seedDuePlans(20);
    const ids = (await h.database.db.select({ id: subscriptions.id }).from(subscriptions)).map(
      (r) => r.id,
    );
    const stuck = ids[3]!;
    // What a copy holds while its gateway call for `stuck` hangs: the claim and the plan's row.
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1, $2)', [RENEWAL_LOCK_CLASS, stuck]);
      await other.query('SELECT id FROM subscriptions WHERE id = $1 FOR UPDATE', [stuck]);
      const run = runRenewals(copies[0]!.app.deps, addDays(NOW, 0.01));
      const outcome = await Promise.race([
        run.then((summary) => ({ summary })),
        new Promise<{ summary: null }>((r) => setTimeout(() => r({ summary: null }), 10_000)),
      ]);
      expect(outcome.summary, 'the run waited for the stuck copy').not.toBeNull();
      expect(outcome.summary!.charged).toBe(ids.length - 1);
      const left = await h.database.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(inArray(subscriptions.id, ids), eq(subscriptions.nextPaymentDate, NOW)));
      expect(left.map((r) => r.id)).toEqual([stuck]);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
  });
});
