import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { takeDrizzleParsersOnce } from './pgliteParsers';
import * as schema from './schema';

type Schema = typeof schema;
/** Either driver: business code only sees the shared pg-core surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** Messages to every copy of the server on this database: PostgreSQL's LISTEN/NOTIFY. */
export interface Broadcast {
  publish(message: string): Promise<void>;
  subscribe(listener: (message: string) => void): Promise<void>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** One channel of messages between the copies of the server sharing this database. */
  broadcast(channel: string): Broadcast;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite's own name for a database kept in memory only (gone when the process ends). */
export const IN_MEMORY = 'memory://';

/** PGlite: `dataDir` on disk (created if missing), or in memory when omitted or `memory://`. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const onDisk = dataDir !== undefined && dataDir !== '' && dataDir !== IN_MEMORY;
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const client = onDisk ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return pgliteDatabase(client);
}

/** An open PGlite client as a Database; `own` replaces what a caller does its own way. */
export function pgliteDatabase(
  client: PGlite,
  own: Partial<Pick<Database, 'broadcast' | 'migrate' | 'close'>> = {},
): Database {
  takeDrizzleParsersOnce(client);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    broadcast: (channel) => pgliteBroadcast(client, channel),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    ...own,
  };
}

/** pg_advisory_lock key held while migrating: 'migr'. */
const MIGRATION_LOCK = 0x6d69_6772;

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  const db = drizzlePg({ client: pool, schema });
  const listeners: pg.Client[] = [];
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    broadcast: (channel) => ({
      publish: async (message) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, message]);
      },
      // A connection of its own: a pooled one would be handed to queries and lose the LISTEN.
      subscribe: async (listener) => {
        const client = new pg.Client({ connectionString });
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === channel) listener(n.payload ?? '');
        });
        await client.query(`LISTEN "${channel.replaceAll('"', '')}"`);
        listeners.push(client);
      },
    }),
    // Copies started together take turns: drizzle's migrator does not lock by itself, and two
    // copies applying one migration at once would fail one of them.
    migrate: async () => {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        holder.release();
      }
    },
    close: async () => {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}

/** PGlite is one process, but copies of the app in it (tests) still hear each other. */
export function pgliteBroadcast(client: PGlite, channel: string): Broadcast {
  return {
    publish: async (message) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, message]);
    },
    subscribe: async (listener) => {
      await client.listen(channel, listener);
    },
  };
}

export function openDatabase(env: { DATABASE_URL?: string }, dataDir: string): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(dataDir);
}
