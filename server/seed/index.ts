import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { users } from '../db/schema';
import { invalidateCatalogCache } from '../services/catalog';
import { seedCatalog } from './catalog';
import { seedDemo } from './demo';
import { emptyTables, keepSnapshot, keptSnapshot, restoreSnapshot } from './snapshots';

export type Scenario = 'demo' | 'empty';

/** Wipe every table and seed a scenario, all in one transaction. */
export async function resetDatabase(db: Db, scenario: Scenario, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await emptyTables(tx);
    const snapshot = keptSnapshot(scenario, now);
    if (snapshot) return restoreSnapshot(tx, snapshot, now);
    await seedCatalog(tx, now);
    if (scenario === 'demo') await seedDemo(tx, now);
    await keepSnapshot(tx, scenario, now);
  });
  invalidateCatalogCache();
}

/** First start on a fresh database: catalog plus demo accounts. Later starts change nothing. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.products);
  const [userRow] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0 || (userRow?.n ?? 0) > 0) return false;
  await resetDatabase(db, 'demo', now);
  return true;
}
