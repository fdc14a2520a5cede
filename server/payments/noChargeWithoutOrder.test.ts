import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runRenewals } from '../billing/renewals';
import { addDays } from '../clock';
import { billingRecords, subscriptions, users } from '../db/schema';
import { createHarness, type Harness, type TestClient } from '../test/harness';

/*
 * A failure anywhere after the gateway authorised the money must end in an order or a void. The
 * failures are injected in the database (a trigger raising on a write the order needs, or a
 * deferred one raising at COMMIT), so the real code path runs up to the failure on both PGlite
 * and PostgreSQL; the sandbox's ledger then shows what the user actually paid.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterEach(() => clearFaults());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';
const exec = (query: string) => h.database.db.execute(sql.raw(query));

async function failOn(
  table: string,
  when: 'insert' | 'update' | 'commit',
  condition = 'true',
): Promise<void> {
  await exec(`CREATE OR REPLACE FUNCTION sr_fault() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF ${condition} THEN RAISE EXCEPTION 'injected fault'; END IF; RETURN NEW; END $$`);
  await exec(
    when === 'commit'
      ? `CREATE CONSTRAINT TRIGGER sr_fault AFTER INSERT OR UPDATE ON ${table}
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION sr_fault()`
      : `CREATE TRIGGER sr_fault BEFORE ${when.toUpperCase()} ON ${table}
           FOR EACH ROW EXECUTE FUNCTION sr_fault()`,
  );
}

async function clearFaults(): Promise<void> {
  for (const table of ['subscriptions', 'billing_records', 'invoices', 'user_promo_codes']) {
    await exec(`DROP TRIGGER IF EXISTS sr_fault ON ${table}`);
  }
}

async function userId(email: string) {
  const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function plansOf(email: string) {
  return h.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, await userId(email)));
}

const payBody = async (client: TestClient, key: string) => ({
  productCode: 'COMBO',
  subscriptionTime: 1,
  currency: 'USD',
  coupons: ['SAVE10USD'],
  cardId: (await client.get(`${PC}/c`)).json.cards[0].id,
  agreement: true,
  idempotencyKey: key,
});

describe('pc/pc: a failure after the charge', () => {
  for (const [where, table, when] of [
    ['writing the plan', 'subscriptions', 'insert'],
    ['writing the billing line', 'billing_records', 'insert'],
    ['spending the coupon', 'user_promo_codes', 'insert'],
    ['the commit', 'billing_records', 'commit'],
  ] as const) {
    it(`at ${where}: the authorisation is voided, no order; a retry pays once`, async () => {
      const client = await h.as('active@demo.test');
      const plansBefore = (await plansOf('active@demo.test')).length;
      const body = await payBody(client, `k-fault-${table}-${when}`);
      await failOn(table, when);
      const failed = await client.post(`${PC}/pc`, body);
      expect(failed.status).toBe(500);
      expect(h.gateway.charges).toHaveLength(1);
      expect(h.gateway.charges[0]).toMatchObject({ amount: 3900, status: 'voided' });
      expect(h.gateway.captured).toHaveLength(0);
      expect(await plansOf('active@demo.test')).toHaveLength(plansBefore);

      // The same key again once the database is well: a new charge, an order, money taken once.
      await clearFaults();
      const retried = await client.post(`${PC}/pc`, body);
      expect(retried.status).toBe(200);
      expect(retried.json).toMatchObject({ amountPaid: 3900, currency: 'USD' });
      expect(h.gateway.captured).toHaveLength(1);
      expect(h.gateway.captured[0]!.idempotencyKey).not.toBe(h.gateway.charges[0]!.idempotencyKey);
      expect(await plansOf('active@demo.test')).toHaveLength(plansBefore + 1);
    });
  }
});

describe('other charges: a failure after the charge voids it', () => {
  it('upgrade (pc/uap)', async () => {
    const client = await h.as('active@demo.test');
    const [plan] = await plansOf('active@demo.test');
    await failOn('billing_records', 'commit');
    const res = await client.post(`${PC}/uap`, {
      orderId: plan!.id,
      productCode: 'COMBO',
      agreement: true,
      idempotencyKey: 'k-uap-fault',
    });
    expect(res.status).toBe(500);
    expect(h.gateway.charges.map((c) => c.status)).toEqual(['voided']);
    const [after] = await plansOf('active@demo.test');
    expect(after!.productCode).toBe(plan!.productCode);
  });

  it('re-subscribe (pc/rs), with and without an idempotency key', async () => {
    const client = await h.as('cancelled@demo.test');
    const [plan] = await plansOf('cancelled@demo.test');
    await failOn('subscriptions', 'update', "NEW.status = 'active'");
    expect((await client.post(`${PC}/rs`, { orderId: plan!.id })).status).toBe(500);
    expect(
      (await client.post(`${PC}/rs`, { orderId: plan!.id, idempotencyKey: 'k-rs-fault' })).status,
    ).toBe(500);
    expect(h.gateway.charges.length).toBeGreaterThan(0);
    expect(h.gateway.captured).toHaveLength(0);
    expect((await plansOf('cancelled@demo.test'))[0]!.status).toBe('cancelled');
  });

  it('renewal: voided, the plan stays due and the next run bills it once', async () => {
    const [plan] = await plansOf('active@demo.test');
    const at = plan!.nextPaymentDate!;
    h.clock.set(at, { frozen: true });
    await failOn('billing_records', 'insert');
    const first = await runRenewals(h.app.deps, at);
    expect(first.errors).toBeGreaterThan(0);
    const mine = () =>
      h.gateway.charges.filter((c) => c.idempotencyKey.startsWith(`renew:${plan!.id}:`));
    expect(mine().map((c) => c.status)).toEqual(['voided']);
    const [unchanged] = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, plan!.id));
    expect(unchanged!.nextPaymentDate).toEqual(at);

    await clearFaults();
    const second = await runRenewals(h.app.deps, addDays(at, 0.01));
    expect(second.errors).toBe(0);
    expect(mine().map((c) => c.status)).toEqual(['voided', 'captured']);
    const records = await h.database.db
      .select()
      .from(billingRecords)
      .where(eq(billingRecords.subscriptionId, plan!.id));
    expect(records.filter((r) => r.periodStart.getTime() === at.getTime())).toHaveLength(1);
  });
});
