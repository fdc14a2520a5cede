// PGlite only: it tests how the embedded database's client is set up for drizzle.
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, pgliteDatabase } from './client';

/** The options each query reached PGlite with, under the client's set-up. */
let sent: (QueryOptions | undefined)[] = [];
let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create();
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    sent.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
        sent.push(options);
        return txQuery(text, params, options);
      }) as Transaction['query'];
      return work(tx);
    })) as PGlite['transaction'];
  db = pgliteDatabase(client).db;
});
afterAll(() => client.close());

const TYPED = sql`SELECT
  '2026-01-02 03:04:05.678'::timestamp AS "timestamp",
  '2026-01-02 03:04:05+08'::timestamptz AS "timestamptz",
  '2026-01-02'::date AS "date",
  '1 day 02:00'::interval AS "interval",
  ARRAY['2026-01-02 03:04:05'::timestamp] AS "timestamps",
  ARRAY[1.5]::numeric[] AS "numerics",
  42::int AS "int",
  '{"a":1}'::json AS "json"`;

describe("drizzle's parsers, taken into the client once", () => {
  it('answers every type as drizzle asked, and no query carries the parsers', async () => {
    sent = [];
    // Both drivers answer { rows }.
    const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const outside = rowsOf(await db.execute(TYPED));
    const inside = await db.transaction(async (tx) => rowsOf(await tx.execute(TYPED)));
    expect([outside[0], inside[0]]).toEqual(
      Array(2).fill({
        timestamp: '2026-01-02 03:04:05.678',
        timestamptz: '2026-01-01 19:04:05+00',
        date: '2026-01-02',
        interval: '1 day 02:00:00',
        timestamps: '{"2026-01-02 03:04:05"}',
        numerics: '{1.5}',
        int: 42,
        json: { a: 1 },
      }),
    );
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((options) => options?.parsers)).toEqual([]);
  });

  it('sends any other parsers with the query, as before', async () => {
    sent = [];
    const shout = { 1082: (value: string) => `date ${value}` };
    const { rows } = await client.query<{ d: string }>("SELECT '2026-01-02'::date AS d", [], {
      parsers: shout,
    });
    expect(rows).toEqual([{ d: 'date 2026-01-02' }]);
    expect(sent.map((options) => options?.parsers)).toEqual([shout]);
  });
});
