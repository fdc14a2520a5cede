import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { runRenewals } from '../billing/renewals';
import { isSettable } from '../clock';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/route';
import { resetDatabase } from '../seed';
import { addBillingPast, addEndedPlans, ordersForEmail } from '../services/testHooks';

const ResetBody = v.object({
  scenario: v.optional(v.picklist(['demo', 'empty']), 'demo'),
  now: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
const ClockBody = v.object({
  now: v.pipe(v.string(), v.isoTimestamp()),
  frozen: v.optional(v.boolean(), false),
});
const OrdersQuery = v.object({ email: v.pipe(v.string(), v.maxLength(254)) });
const PlansBody = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});

const HistoryBody = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2000)),
});

/**
 * Hooks for browser and model tests. Mounted only when buildApp gets testHooks: true
 * (SR_TEST_HOOKS=1); the normal run command never sets it.
 */
export function registerTestHooks(app: FastifyInstance): void {
  const { clock } = app.deps;

  app.post('/__test/reset', async (request) => {
    const body = parseInput(ResetBody, request.body);
    if (body.now) {
      if (!isSettable(clock)) throw new ApiError(400, '0001', 'clock is not settable');
      clock.set(new Date(body.now));
    }
    await resetDatabase(app.deps.db, body.scenario, clock.now());
    await app.deps.sessions.clearAll();
    return { errorCode: '0', scenario: body.scenario, now: clock.now().toISOString() };
  });

  app.post('/__test/clock', async (request) => {
    const body = parseInput(ClockBody, request.body);
    if (!isSettable(clock)) throw new ApiError(400, '0001', 'clock is not settable');
    clock.set(new Date(body.now), { frozen: body.frozen });
    return { errorCode: '0', now: clock.now().toISOString() };
  });

  app.post('/__test/billing', async (request) => {
    const body = parseInput(
      v.object({ now: v.optional(v.pipe(v.string(), v.isoTimestamp())) }),
      request.body,
    );
    return {
      errorCode: '0',
      ...(await runRenewals(app.deps, body.now ? new Date(body.now) : clock.now())),
    };
  });

  app.get('/__test/clock', async () => ({ errorCode: '0', now: clock.now().toISOString() }));

  // A plan with hundreds of past charges, to try the billing history at length.
  app.post('/__test/history', async (request) => {
    const { email, count } = parseInput(HistoryBody, request.body);
    const added = await addBillingPast(app.deps.db, email, count);
    // Written without the user lock that tells the caches (db/locks.ts).
    await app.deps.sessions.clearAll();
    return { errorCode: '0', ...added };
  });

  // Many ended plans, to try My Plan with a long list.
  app.post('/__test/plans', async (request) => {
    const { email, count } = parseInput(PlansBody, request.body);
    const added = await addEndedPlans(app.deps.db, email, count, clock.now());
    await app.deps.sessions.clearAll();
    return { errorCode: '0', ...added };
  });

  app.get('/__test/orders', async (request) => {
    const { email } = parseInput(OrdersQuery, request.query);
    return { errorCode: '0', ...(await ordersForEmail(app.deps.db, email)) };
  });
}
