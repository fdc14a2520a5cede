import { buildApp } from './app';
import { startBillingSchedule } from './billing/schedule';
import { SettableClock } from './clock';
import { readEnv } from './config';
import { IN_MEMORY, openDatabase } from './db/client';
import { seedIfEmpty } from './seed';
import { SESSION_CHANNEL } from './services/sessionCache';

/** `npm start`: migrate, seed a fresh database, serve API + SPA, renew plans on an interval. */
async function main(): Promise<void> {
  const env = readEnv(process.env);
  const database = await openDatabase({ DATABASE_URL: env.databaseUrl }, env.dataDir);
  await database.migrate();
  const clock = new SettableClock(env.clockStart);
  const seeded = await seedIfEmpty(database.db, clock.now());

  const app = await buildApp({
    db: database.db,
    clock,
    testHooks: env.testHooks,
    logger: { level: env.logLevel },
    config: env.config,
    sessionBroadcast: database.broadcast(SESSION_CHANNEL),
  });
  if (seeded) app.log.info('seeded demo data (see server/seed/README.md)');
  if (env.testHooks) app.log.warn('SR_TEST_HOOKS=1: /__test/* endpoints are mounted');

  const billing = startBillingSchedule(app, env.billingIntervalMs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await billing.stop();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.port, host: env.host });
  app.log.info(
    `database: ${database.kind}${database.kind === 'pglite' ? ` (${env.dataDir === IN_MEMORY ? 'in memory' : `${env.dataDir}/`})` : ''}; app at http://${env.host}:${env.port}/pricing/`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
