import { Writable } from 'node:stream';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
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
    expect(log).toContain('request body'); // bodies were logged, so redaction was exercised
    expect(log).toContain('[redacted]');
    const tables = await everyTableAsText();
    for (const pan of [...PANS, '4242424242424241']) {
      expect(log).not.toContain(pan);
      expect(tables).not.toContain(pan);
    }
    expect(log).not.toMatch(new RegExp(`"(cvc|cvv)":"?${CVV}`));
    expect(tables).not.toContain(CVV);
    expect(log).not.toMatch(/sr_session=|sr_device=/);
    expect(tables).toContain('Secret Holder'); // the test did store cards
  });
});
