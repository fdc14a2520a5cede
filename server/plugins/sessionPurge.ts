import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { deviceSessions, sessions } from '../db/schema';

/**
 * Deletes sign-in and device sessions past their expiry (they already no longer authenticate).
 * Safe to run from any number of server copies at once: each row is simply deleted once.
 */
export async function purgeExpiredSessions(
  db: DbOrTx,
  wallClock: Clock,
): Promise<{ sessions: number; deviceSessions: number }> {
  const now = wallClock.now();
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ tokenHash: sessions.tokenHash });
  const goneDevices = await db
    .delete(deviceSessions)
    .where(lt(deviceSessions.expiresAt, now))
    .returning({ tokenHash: deviceSessions.tokenHash });
  return { sessions: gone.length, deviceSessions: goneDevices.length };
}

/** Purges expired sessions every `intervalMs` (0 = never) while the server runs. */
export function registerSessionPurge(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = purgeExpiredSessions(app.deps.db, app.deps.wallClock)
      .then((purged) => {
        if (purged.sessions + purged.deviceSessions > 0)
          app.log.info({ purged }, 'expired sessions purged');
      })
      .catch((error) => app.log.error({ err: error }, 'session purge failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
    tick();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
