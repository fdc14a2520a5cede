import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { resetDatabase } from '.';
import { forgetSnapshots, keptSnapshot, TABLES } from './snapshots';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
// Kept snapshots live in the module, which a worker shares with the other files it runs (isolate:
// false), and are keyed by UTC day: each test starts from none, so its first reset really seeds.
beforeEach(forgetSnapshots);

// Both drivers answer { rows }.
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

/** Everything a reset leaves, read table by table (not the way snapshots read it). */
async function contents() {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    // By the whole row: a first column that repeats (prices' product code) left ties in whatever
    // order PostgreSQL read them, which after a restore was not the seeding's.
    const rows = await database.db.execute(sql.raw(`SELECT * FROM "${name}" t ORDER BY t::text`));
    tables[name] = rowsOf(rows);
  }
  const sequences = rowsOf(
    await database.db.execute(
      sql.raw(
        "SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
      ),
    ),
  );
  return { tables, sequences };
}

describe('a reset at a time the scenario was already seeded at', () => {
  for (const scenario of ['demo', 'empty'] as const) {
    it(`leaves what seeding ${scenario} leaves, ids and sequences included`, async () => {
      const now = new Date(Date.UTC(2024, 6, scenario === 'demo' ? 11 : 12, 9, 30));
      expect(keptSnapshot(scenario, now)).toBeUndefined();
      await resetDatabase(database.db, scenario, now);
      const seeded = await contents();
      expect(keptSnapshot(scenario, now), 'kept after seeding').toBeDefined();
      // Something else in between, as tests do, then the same reset again: restored, not seeded.
      await resetDatabase(database.db, scenario === 'demo' ? 'empty' : 'demo', now);
      await resetDatabase(database.db, scenario, now);
      const restored = await contents();
      expect(restored).toEqual(seeded);
      expect(Object.values(restored.tables).flat().length).toBeGreaterThan(10);
    });
  }
});

describe('a reset later on a day the scenario was already seeded on', () => {
  // Later the same UTC day, by an odd amount (hours, minutes, seconds and milliseconds), as the
  // browser tests' running clock resets: the kept rows, moved on, are what seeding then writes.
  for (const [scenario, day] of [
    ['demo', 13],
    ['empty', 14],
    // The last day of a month: calendar months from it are clamped (Jan 31 + 1 month = Feb 28).
    ['demo', 31],
  ] as const) {
    it(`leaves what seeding ${scenario} leaves then (day ${day})`, async () => {
      const first = new Date(Date.UTC(2024, 6, day, 0, 0, 1, 250));
      const later = new Date(Date.UTC(2024, 6, day, 23, 41, 7, 836));
      await resetDatabase(database.db, scenario, later);
      expect(keptSnapshot(scenario, later), 'kept after seeding').toBeDefined();
      const seeded = await contents();
      // A fresh day's snapshot taken at `first`: restoring it at `later` must give the same rows.
      forgetSnapshots();
      await resetDatabase(database.db, scenario, first);
      await resetDatabase(database.db, scenario, later);
      expect(await contents()).toEqual(seeded);
    });
  }

  it('seeds again on another UTC day', async () => {
    const day = new Date(Date.UTC(2024, 6, 15, 23, 59, 59));
    await resetDatabase(database.db, 'demo', day);
    expect(keptSnapshot('demo', new Date(day.getTime() + 1000))).toBeUndefined();
  });
});
