import { randomBytes } from 'node:crypto';
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

async function openThrowawayPostgres(url: string): Promise<Database> {
  const name = `sr_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 20);
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
