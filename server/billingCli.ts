import { parseArgs } from 'node:util';
import { runRenewals } from './billing/renewals';
import { SettableClock } from './clock';
import { defaultConfig, readEnv } from './config';
import { openDatabase } from './db/client';
import { SandboxGateway } from './payments/sandbox';

/**
 * `npm run billing -- --now 2025-04-01T00:00:00Z`: one renewal run at that instant, against the
 * same database the server uses (DATABASE_URL, else PGlite in ./data — stop the server first:
 * a PGlite directory is single-process).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { now: { type: 'string' } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const env = readEnv(process.env);
  const database = await openDatabase({ DATABASE_URL: env.databaseUrl }, env.dataDir);
  try {
    await database.migrate();
    const clock = new SettableClock(now);
    clock.set(now, { frozen: true });
    const summary = await runRenewals(
      {
        // Running servers hear whose plans moved from the user locks' NOTIFY (db/locks.ts).
        db: database.db,
        clock,
        wallClock: clock,
        gateway: new SandboxGateway(),
        config: { ...defaultConfig, ...env.config },
      },
      now,
    );
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
