import type { FastifyInstance } from 'fastify';

/** Placeholder until renewals land: keeps main.ts's contract (start/stop) stable. */
export function startBillingSchedule(_app: FastifyInstance, _intervalMs: number) {
  return { stop: async () => {} };
}
