// PGlite only: it tests how the suite hands a worker's embedded database from file to file.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { resetDatabase } from '../seed';
import { openTestDatabase } from './database';
import { TEST_NOW } from './harness';

const rowsOf = async (database: Awaited<ReturnType<typeof openTestDatabase>>, query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
    .rows;

describe('the embedded database a test file is given after another file had it', () => {
  it('holds what the template holds: no rows, sequences restarted, nobody listening', async () => {
    const first = await openTestDatabase();
    await resetDatabase(first.db, 'demo', new Date(TEST_NOW));
    const heard: string[] = [];
    await first.broadcast('handover').subscribe((message) => heard.push(message));
    expect((await first.db.select().from(users)).length).toBeGreaterThan(0);
    await first.close();

    const next = await openTestDatabase();
    expect(await next.db.select().from(users)).toEqual([]);
    const used = await rowsOf(
      next,
      "SELECT sequencename FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL",
    );
    expect(used).toEqual([]);
    await next.broadcast('handover').publish('to the next file');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
    await next.close();
  });

  it('is never one a file left inside a transaction', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`BEGIN`);
    await first.db.execute(sql`CREATE TEMP TABLE left_behind (id int)`);
    await first.close();

    const next = await openTestDatabase();
    expect(await rowsOf(next, "SELECT to_regclass('pg_temp.left_behind') AS found")).toEqual([
      { found: null },
    ]);
    await next.close();
  });
});
