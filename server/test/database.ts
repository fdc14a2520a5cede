import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, pgliteBroadcast } from '../db/client';
import * as schema from '../db/schema';
import { countStatements, type StatementCounter } from './statements';

/** PostgreSQL when TEST_DATABASE_URL is set (a throwaway database per test file), else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openThrowawayPostgres(url) : openPgliteFromTemplate();
}

async function openPgliteFromTemplate(): Promise<Database> {
  return (await openCountedPglite()).database;
}

/** The migrated template on PGlite, with a count of the statements it runs. */
export async function openCountedPglite(): Promise<{
  database: Database;
  statements: StatementCounter;
  client: PGlite;
}> {
  const tar = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
  const statements = countStatements(client);
  const db = drizzle({ client, schema });
  const database: Database = {
    db: db as unknown as Database['db'],
    kind: 'pglite',
    broadcast: (channel) => pgliteBroadcast(client, channel),
    migrate: async () => {},
    close: () => client.close(),
  };
  return { database, statements, client };
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
