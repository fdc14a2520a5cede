// PGlite only: how secrets are read at start, no query of its own.
import { Writable } from 'node:stream';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { bodyForLog } from '../plugins/logging';
import { createHarness, type Harness } from './harness';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let h: Harness;
beforeAll(async () => {
  // Trace level: request bodies are logged too, and must come out redacted.
  h = await createHarness({ logger: { level: 'trace', stream: sink } });
});
afterAll(() => h.close());

const PANS = ['4242424242424242', '4000000000000002', '5555555555554444', '4000000000009995'];
const CVV = '7319';

async function everyTableAsText(): Promise<string> {
  const tables = Object.values(schema).filter(
    (t) => typeof t === 'object' && t !== null && Symbol.for('drizzle:IsDrizzleTable') in t,
  );
  const dumps: string[] = [];
  for (const table of tables) {
    const name = getTableName(table as typeof schema.users);
    const result = await h.database.db.execute(sql.raw(`SELECT * FROM "${name}"`));
    dumps.push(JSON.stringify((result as unknown as { rows: unknown[] }).rows));
  }
  return dumps.join('\n');
}

describe('card numbers and CVVs', () => {
  it('never reach a table or the log', async () => {
    const client = await h.as('new@demo.test');
    const card = (number: string) => ({
      number,
      expMonth: 11,
      expYear: 2031,
      cvc: CVV,
      holder: 'Secret Holder',
    });
    await client.post('/api/v2/ch/pc/std', { card: card(PANS[2]!) });
    await client.post('/api/v2/ch/pc/std', { card: card('4242 4242 4242 4241') }); // fails Luhn
    await client.post('/api/v2/ch/pc/pc', {
      productCode: 'HK_MOBILE',
      subscriptionTime: 1,
      currency: 'USD',
      card: card(PANS[0]!),
      saveCard: true,
      agreement: true,
      idempotencyKey: 'secret-test-1',
    });
    const declined = await h.as('cancelled@demo.test');
    await declined.post('/api/v2/ch/pc/pc', {
      productCode: 'HK_MOBILE',
      subscriptionTime: 1,
      currency: 'HKD',
      card: card(PANS[1]!),
      agreement: true,
      idempotencyKey: 'secret-test-2',
    });
    await declined.post('/api/v2/ch/pc/pc', {
      productCode: 'HK_MOBILE',
      subscriptionTime: 1,
      currency: 'HKD',
      card: { ...card(PANS[3]!), cardNumber: PANS[3], pan: PANS[3], cvv: CVV },
      agreement: true,
      idempotencyKey: 'secret-test-3',
    });
    // A form-encoded body, as a hostile or careless client might send.
    await declined.request({
      method: 'POST',
      url: '/api/v2/ch/pc/std',
      form: { number: PANS[0]!, cvc: CVV, cardNumber: PANS[0]! },
    });

    const log = lines.join('');
    expect(log).toContain('request body'); // bodies reach the logger…
    expect(log).toContain('"body":"[not logged]"'); // …but a payment body never gets in
    const tables = await everyTableAsText();
    for (const pan of [...PANS, '4242424242424241']) {
      expect(log).not.toContain(pan);
      expect(tables).not.toContain(pan);
    }
    expect(log).not.toMatch(new RegExp(`"(cvc|cvv)":"?${CVV}`));
    // As a value of its own, not four digits inside a timestamp, an id or a hash.
    expect(tables).not.toMatch(new RegExp(`(^|[^0-9a-f.])${CVV}($|[^0-9a-f])`, 'i'));
    expect(log).not.toMatch(/sr_session=|sr_device=/);
    expect(tables).toContain('Secret Holder'); // the test did store cards
  });
});

describe('the trace log', () => {
  const nested = (number: string) => ({
    'card[number]': number,
    'card[cvc]': CVV,
    'card[expMonth]': '11',
    'card[expYear]': '2031',
    'card[holder]': 'Nested Holder',
  });

  it('holds no card from a form body with nested keys (card[number], card[cvc])', async () => {
    lines.length = 0;
    const client = await h.as('new@demo.test');
    for (const url of ['/api/v2/ch/pc/std', '/api/v2/ch/pc/pc', '/api/v2/ch/pc/uap']) {
      await client.request({ method: 'POST', url, form: nested(PANS[0]!) });
    }
    // Not a payment route, but a careless client may send a card anywhere.
    await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      form: { ...nested(PANS[2]!), 'user[pan]': PANS[3]!, LANGUAGE: 'en' },
    });
    const log = lines.join('');
    expect(log).toContain('request body');
    for (const pan of PANS) expect(log).not.toContain(pan);
    // As a value, not inside a timestamp or a response time (1795649473190, 1.07319…), where the
    // four digits turn up by chance now and then.
    expect(log).not.toMatch(new RegExp(`(^|[^0-9.])${CVV}($|[^0-9])`));
    expect(log).toContain('"LANGUAGE":"en"'); // other fields are still logged
  });

  it('never holds the body of a payment or sign-in request', () => {
    const body = { note: 'anything', productCode: 'COMBO' };
    for (const url of [
      '/api/v2/ch/pc/pc',
      '/api/v2/ch/pc/std?x=1',
      '/api/v2/ch/pc/uap/',
      '/api/v2/ch/pc/usp',
      '/login',
      '/signup',
    ]) {
      expect(bodyForLog(url, body), url).toBe('[not logged]');
    }
    expect(bodyForLog('/api/v2/ch/pc/po', body)).toEqual(body);
  });

  it('keeps the values of a failed query (gateway tokens) out of database-error logs', async () => {
    lines.length = 0;
    const token = 'tok_live_9f8e7d6c5b4a';
    const error = await h.database.db
      .execute(sql`SELECT ${token}::int AS broken`)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(token); // the driver does put it there
    h.app.log.error({ err: error }, 'unhandled error');
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('SELECT $1::int');
    expect(log).not.toContain(token);
  });
});
