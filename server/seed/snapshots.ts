import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import * as schema from '../db/schema';

/** Every table of the schema. */
export const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable =>
    typeof value === 'object' && value !== null && Symbol.for('drizzle:IsDrizzleTable') in value,
);

/** A seeded scenario as it lay in the tables: each table's rows, and each sequence's last value. */
interface Snapshot {
  rows: Record<string, unknown[]>;
  sequences: Record<string, string | null>;
  /** The time it was seeded at. */
  at: Date;
}

/**
 * Seeding goes through the services (about a hundred statements, 2-3 ms each on PGlite); putting
 * the same rows back takes one. Tests reset before every test, so a seeded scenario is kept, keyed
 * by its UTC day: seeding reads no other input than the time (no randomness, no wall clock), and
 * within one UTC day the rows seeded later differ only in their timestamps, each later by as
 * much (days and calendar months from a time keep their time of day; an invoice number's date is
 * the same). So the browser tests' server, whose clock runs, restores too: the kept rows with
 * every timestamp moved on (snapshots.test.ts compares that with seeding again).
 */
const kept = new Map<string, Snapshot>();
const KEPT_AT_MOST = 4;

const keyOf = (scenario: string, now: Date) => `${scenario} ${now.toISOString().slice(0, 10)}`;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Empties every table and restarts its sequences: where seeding and restoring both start. */
export async function emptyTables(tx: DbOrTx): Promise<void> {
  const names = TABLES.map((table) => quoted(getTableName(table))).join(', ');
  await tx.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

/** Forgets every kept scenario: the next reset of each seeds (for tests of seeding itself). */
export function forgetSnapshots(): void {
  kept.clear();
}

/** The rows a scenario seeded on `now`'s UTC day left, if they were kept. */
export const keptSnapshot = (scenario: string, now: Date) => kept.get(keyOf(scenario, now));

/** Reads what seeding `scenario` at `now` left in the tables (inside its transaction) and keeps it. */
export async function keepSnapshot(tx: DbOrTx, scenario: string, now: Date): Promise<void> {
  const tables = sql.join(
    TABLES.map((table) => {
      const name = getTableName(table);
      return sql.raw(
        `'${name}', (SELECT coalesce(json_agg(t), '[]'::json) FROM ${quoted(name)} t)`,
      );
    }),
    sql.raw(', '),
  );
  const result = await tx.execute(
    sql`SELECT json_build_object(${tables}) AS rows,
      (SELECT coalesce(json_object_agg(sequencename, last_value), '{}'::json)
         FROM pg_sequences WHERE schemaname = 'public') AS sequences`,
  );
  // Both drivers answer { rows }.
  const [snapshot] = (result as unknown as { rows: Omit<Snapshot, 'at'>[] }).rows;
  if (!snapshot) return;
  if (kept.size >= KEPT_AT_MOST) kept.delete(kept.keys().next().value as string);
  kept.set(keyOf(scenario, now), { ...snapshot, at: now });
}

/** A time as the snapshot holds it: a timestamp column's JSON, or one written into a JSON column. */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?(Z|[+-]\d\d:\d\d)$/;

/** The rows with every time in them (in columns and inside JSON) `ms` later. */
function movedOn(value: unknown, ms: number): unknown {
  if (typeof value === 'string')
    return ISO_TIME.test(value) ? new Date(Date.parse(value) + ms).toISOString() : value;
  if (Array.isArray(value)) return value.map((item) => movedOn(item, ms));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, movedOn(v, ms)]));
  return value;
}

/**
 * Writes a snapshot's rows into emptied tables (`emptyTables`) as seeding at `now` would have
 * left them, in one statement: the foreign keys are checked at its end, when every table is
 * filled, so no order is needed.
 */
export async function restoreSnapshot(tx: DbOrTx, snapshot: Snapshot, now: Date): Promise<void> {
  const later = now.getTime() - snapshot.at.getTime();
  const rows = later === 0 ? snapshot.rows : movedOn(snapshot.rows, later);
  const inserts: SQL[] = [];
  for (const table of TABLES) {
    const name = getTableName(table);
    if (!snapshot.rows[name]?.length) continue;
    const columns = Object.values(getTableColumns(table))
      .filter((column) => !column.generated)
      .map((column) => quoted(column.name))
      .join(', ');
    inserts.push(
      sql.raw(
        `${quoted(`fill_${name}`)} AS (INSERT INTO ${quoted(name)} (${columns}) SELECT ${columns} FROM snapshot, json_populate_recordset(NULL::${quoted(name)}, snapshot.rows -> '${name}'))`,
      ),
    );
  }
  const setvals = Object.entries(snapshot.sequences)
    .filter(([, value]) => value !== null)
    .map(([sequence, value]) => sql.raw(`setval('${quoted(sequence)}', ${BigInt(value ?? 0)})`));
  await tx.execute(
    sql`WITH ${sql.join([sql`snapshot AS (SELECT ${JSON.stringify(rows)}::json AS rows)`, ...inserts], sql.raw(', '))}
      SELECT ${sql.join([sql.raw('1'), ...setvals], sql.raw(', '))}`,
  );
}
