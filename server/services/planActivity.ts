import { and, desc, eq } from 'drizzle-orm';
import { ERROR } from '../../src/api/contract/errors';
import type { PlanEventDetails, PlanEventKind } from '../../src/api/contract/planActivity';
import type { DbOrTx } from '../db/client';
import { planEvents, subscriptions } from '../db/schema';
import { ApiError } from '../http/errors';

export interface PlanEventInput {
  subscriptionId: number;
  userId: number;
  kind: PlanEventKind;
  at: Date;
  details?: PlanEventDetails;
}

/** Notes a change of a plan. Call inside the transaction that makes the change. */
export async function recordPlanEvent(tx: DbOrTx, event: PlanEventInput): Promise<void> {
  await recordPlanEvents(tx, [event]);
}

/** Several events in one statement (a checkout's purchase and its trial). */
export async function recordPlanEvents(tx: DbOrTx, events: PlanEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(planEvents).values(events.map((e) => ({ ...e, details: e.details ?? {} })));
}

/** What happened to one of the user's plans, newest first; 404 when the plan is not theirs. */
export async function loadPlanActivity(db: DbOrTx, userId: number, orderId: number) {
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, orderId), eq(subscriptions.userId, userId)));
  if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
  const rows = await db
    .select()
    .from(planEvents)
    .where(eq(planEvents.subscriptionId, sub.id))
    .orderBy(desc(planEvents.at), desc(planEvents.id));
  return {
    orderId: sub.id,
    events: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      at: r.at.toISOString(),
      details: r.details,
    })),
  };
}
