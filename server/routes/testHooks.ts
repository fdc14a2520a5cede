import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { runRenewals } from '../billing/renewals';
import { isSettable } from '../clock';
import { billingRecords, subscriptions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/route';
import { resetDatabase } from '../seed';

const ResetBody = v.object({
  scenario: v.optional(v.picklist(['demo', 'empty']), 'demo'),
  now: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
const ClockBody = v.object({
  now: v.pipe(v.string(), v.isoTimestamp()),
  frozen: v.optional(v.boolean(), false),
});
const OrdersQuery = v.object({ email: v.pipe(v.string(), v.maxLength(254)) });

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

  app.get('/__test/orders', async (request) => {
    const { email } = parseInput(OrdersQuery, request.query);
    const [user] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    if (!user) return { errorCode: '0', count: 0, orders: [], charges: 0 };
    const orders = await app.deps.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.id));
    const records = await app.deps.db
      .select()
      .from(billingRecords)
      .where(eq(billingRecords.userId, user.id))
      .orderBy(asc(billingRecords.id));
    return {
      errorCode: '0',
      count: orders.length,
      orders: orders.map((o) => ({
        ...o,
        billing: records.filter((r) => r.subscriptionId === o.id),
      })),
      charges: records.filter((r) => r.status === 'paid' && r.amountPaid > 0).length,
    };
  });
}
