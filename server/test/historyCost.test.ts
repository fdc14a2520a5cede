// PGlite only: it opens an embedded database of its own to count and explain statements, whichever
// database the suite is given.
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { addBillingPast, addPaidHistory } from '../services/testHooks';
import { openCountedPglite } from './database';
import { createHarness, type Harness, type TestClient } from './harness';
import type { StatementCounter } from './statements';

/*
 * Issue 15: what a user's hot calls cost must not grow with their history. The price list,
 * preview and payment read the currency of the latest payment; My Plan and billing history list.
 */
let h: Harness;
let statements: StatementCounter;
let pglite: PGlite;
beforeAll(async () => {
  const counted = await openCountedPglite();
  statements = counted.statements;
  pglite = counted.client;
  h = await createHarness({ database: counted.database });
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const EMAIL = 'active@demo.test';

/**
 * What a call itself costs the server, in ms of CPU: the least of `runs` calls after one warm-up
 * call. The database is in this process (PGlite), so a call never waits on anything else and its
 * CPU time is its server time. Wall time is not: beside the browser tests this suite runs at a
 * lower priority, and CI once saw the fastest of seven calls take 92 ms of wall time that were 11
 * to 15 ms of work on an idle machine.
 */
async function fastestMs(runs: number, call: () => Promise<{ status: number }>): Promise<number> {
  expect((await call()).status).toBe(200);
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    expect((await call()).status).toBe(200);
    const { user, system } = process.cpuUsage(before);
    fastest = Math.min(fastest, (user + system) / 1000);
  }
  return fastest;
}

async function planOf(client: TestClient): Promise<number> {
  return (await client.get('/api/v2/ch/pc/up')).json.data.myPlans[0].orderId;
}

describe('cost that does not grow with history (issue 15)', () => {
  it('My Plan and a page of billing history answer in under 50 ms at 500 records', async () => {
    const client = await h.as(EMAIL);
    await addBillingPast(h.database.db, EMAIL, 500);
    const orderId = await planOf(client);
    const myPlan = await fastestMs(7, () => client.get('/api/v2/ch/pc/up'));
    const history = await fastestMs(7, () =>
      client.get('/api/v2/ch/pc/gps', { orderId, pageSize: 10, pageNumber: 0 }),
    );
    expect(myPlan).toBeLessThan(50);
    expect(history).toBeLessThan(50);
  });

  it('the latest payment is one step down an index at 6,000 records, not a sort of them all', async () => {
    const client = await h.as(EMAIL);
    await addPaidHistory(h.database.db, EMAIL, 6_000, h.clock.now());
    const [user] = await h.database.db.select().from(users).where(eq(users.email, EMAIL));
    statements.reset();
    expect((await client.get('/api/v2/ch/pc/pl')).status).toBe(200);
    const customer = statements.runs.find((r) => r.sql.includes('customer_state('));
    expect(customer, statements.log.join('\n')).toBeDefined();
    expect(customer!.params).toContain(user!.id);
    // The query runs inside the function (migration 0007) on one plan for any user
    // (force_generic_plan); a plan for this user must take the index too, should that go.
    const [fn] = (
      await pglite.query<{ body: string }>(
        "SELECT prosrc AS body FROM pg_proc WHERE proname = 'customer_state'",
      )
    ).rows;
    const query = /RETURN QUERY([\s\S]*);\s*END/
      .exec(fn!.body)![1]!
      .replaceAll('p_user_id', '$1::integer')
      .replaceAll('p_with_buyer', 'false');
    const plans = {
      'for this user': (
        await pglite.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`, [user!.id])
      ).rows,
      // The parameter left unbound: the simple protocol (an extended one would want its value).
      'for any user': (await pglite.exec(`EXPLAIN (GENERIC_PLAN) ${query}`))[0]!.rows as {
        'QUERY PLAN': string;
      }[],
    };
    for (const [which, rows] of Object.entries(plans)) {
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, which).toContain('billing_records_last_paid_idx');
      expect(plan, which).not.toMatch(/Sort.*\n.*billing_records/);
    }
  });
});
