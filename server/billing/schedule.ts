import type { FastifyInstance } from 'fastify';
import { runRenewals } from './renewals';

/**
 * Runs the renewal job on an interval inside the server. Runs never overlap, and stop() waits for
 * a run in progress so shutdown does not cut a charge in half.
 */
export function startBillingSchedule(app: FastifyInstance, intervalMs: number) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runRenewals(app.deps)
      .then((summary) => {
        if (summary.errors > 0) app.log.warn({ billing: summary }, 'billing run: plans failed');
        else if (
          summary.plansDue > 0 ||
          summary.rewardsAvailable > 0 ||
          summary.rewardsExpired > 0
        ) {
          app.log.info({ billing: summary }, 'billing run');
        }
      })
      .catch((error) => app.log.error({ err: error }, 'billing run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : null;
  timer?.unref();
  if (intervalMs > 0) setTimeout(tick, 1_000).unref();
  return {
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
