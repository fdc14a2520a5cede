import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres } from '../db/client';
import * as schema from '../db/schema';

/** PostgreSQL when TEST_DATABASE_URL is set (a throwaway database per test file), else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openThrowawayPostgres(url) : openPgliteFromTemplate();
}

async function openPgliteFromTemplate(): Promise<Database> {
  const tar = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database['db'],
    kind: 'pglite',
    migrate: async () => {},
    close: () => client.close(),
  };
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
