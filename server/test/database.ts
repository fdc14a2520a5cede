import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteBroadcast, pgliteDatabase } from '../db/client';
import { emptyTables } from '../seed/snapshots';
import { countStatements, type StatementCounter } from './statements';

/** PostgreSQL when TEST_DATABASE_URL is set (a throwaway database per test file), else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openThrowawayPostgres(url) : openPgliteFromTemplate();
}

const openTemplate = () =>
  PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });

/**
 * A worker's PGlite, handed to one test file at a time (the server suite runs a worker's files one
 * after another, `isolate: false`). Opening one from the template costs 1.2 to 2 s of CPU, more
 * than many a file's tests: the 38 files spent about a minute of the suite's CPU opening them.
 */
let spare: PGlite | undefined;

/**
 * Hands the file back what the template holds: its listeners gone, every table empty and every
 * sequence restarted. A client left in a transaction is closed instead: nothing of one file may
 * reach the next.
 */
async function giveBack(client: PGlite, db: Database['db'], channels: Set<string>) {
  for (const channel of channels) await client.unlisten(channel);
  if (spare || client.isInTransaction()) return client.close();
  await emptyTables(db);
  await client.query('SELECT pg_advisory_unlock_all()');
  spare = client;
}

async function openPgliteFromTemplate(): Promise<Database> {
  const client = spare ?? (await openTemplate());
  spare = undefined;
  const channels = new Set<string>();
  let closed = false;
  const database = pgliteDatabase(client, {
    broadcast: (channel) => {
      channels.add(channel);
      return pgliteBroadcast(client, channel);
    },
    migrate: async () => {},
    close: async () => {
      if (closed) return;
      closed = true;
      await giveBack(client, database.db, channels);
    },
  });
  return database;
}

/** The migrated template on PGlite of its own (never a reused one), with a count of its statements. */
export async function openCountedPglite(): Promise<{
  database: Database;
  statements: StatementCounter;
  client: PGlite;
}> {
  const client = await openTemplate();
  const statements = countStatements(client);
  return { database: pgliteDatabase(client, { migrate: async () => {} }), statements, client };
}

/**
 * CI's role may not create databases, so each test file (run one at a time under
 * TEST_DATABASE_URL) recreates the public schema of the given database and migrates it.
 */
async function openThrowawayPostgres(url: string): Promise<Database> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await admin.query('DROP SCHEMA IF EXISTS public CASCADE');
    await admin.query('CREATE SCHEMA public');
  } finally {
    await admin.end();
  }
  const database = await openPostgres(url, 20);
  await database.migrate();
  return database;
}
