// PGlite only: it opens an embedded database of its own to count statements, whichever database
// the suite is given.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCountedPglite } from './database';
import { createHarness, type Harness, type TestClient } from './harness';
import type { StatementCounter } from './statements';

/*
 * Issue 15's budget of SQL statements per hot request, BEGIN and COMMIT counted, once the
 * per-process caches are warm (device and signed-in sessions, the catalog). A new query on one
 * of these paths fails here, with the statements listed.
 */
let h: Harness;
let statements: StatementCounter;
beforeAll(async () => {
  const counted = await openCountedPglite();
  statements = counted.statements;
  h = await createHarness({ database: counted.database });
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PL = '/api/v2/ch/pc/pl';
const PO = '/api/v2/ch/pc/po';
const PC = '/api/v2/ch/pc/pc';
const order = { productCode: 'COMBO', subscriptionTime: 1, currency: 'USD', coupons: [] };

async function counted(call: () => Promise<{ status: number; body: string }>) {
  statements.reset();
  const res = await call();
  return { res, count: statements.count, log: statements.log.join('\n') };
}

/** A signed-in client whose device, session and catalog are cached, as after its first page. */
async function warm(email: string): Promise<TestClient> {
  const client = await h.as(email);
  expect((await client.get(PL)).status).toBe(200);
  expect((await client.get('/api/v2/ch/pc/c')).status).toBe(200);
  return client;
}

describe('statements per request (issue 15)', () => {
  it('a static file costs none, signed in or not', async () => {
    const client = await warm('active@demo.test');
    const { count } = await counted(() => client.get('/pricing/static/js/index-abc1234.js'));
    expect(count).toBe(0);
  });

  it('GET pc/pl signed in: none once its currency is cached', async () => {
    const client = await warm('active@demo.test');
    const { res, count, log } = await counted(() => client.get(PL));
    expect(res.status).toBe(200);
    expect(count, log).toBe(0);
  });

  it('POST pc/po: one', async () => {
    const client = await warm('active@demo.test');
    const { res, count, log } = await counted(() => client.post(PO, order));
    expect(res.status).toBe(200);
    expect(count, log).toBeLessThanOrEqual(1);
  });

  it('POST pc/pc with a saved card: ten', async () => {
    const client = await warm('active@demo.test');
    const cardId = (await client.get('/api/v2/ch/pc/c')).json.cards[0].id as number;
    const { res, count, log } = await counted(() =>
      client.post(PC, { ...order, cardId, agreement: true, idempotencyKey: 'budget-pay-1' }),
    );
    expect(res.status, res.body).toBe(200);
    expect(count, log).toBeLessThanOrEqual(10);
  });

  it('POST pc/pc with a new card, starting a trial', async () => {
    const client = await warm('new@demo.test');
    const card = {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holder: 'A B',
    };
    const { res, count, log } = await counted(() =>
      client.post(PC, { ...order, card, agreement: true, idempotencyKey: 'budget-pay-2' }),
    );
    expect(res.status, res.body).toBe(200);
    // One more than a saved card: the new card's row.
    expect(count, log).toBeLessThanOrEqual(11);
  });
});
