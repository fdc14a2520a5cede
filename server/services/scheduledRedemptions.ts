import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { redemptions } from '../db/schema';

/**
 * Promo codes scheduled on these plans and not yet applied, oldest first: per plan the last one is
 * the effective one (spec §4, only the latest applied discount is effective). With `dueBy`, only
 * those whose billing date has come (the renewal job).
 */
export async function scheduledRedemptionsOf(
  db: DbOrTx,
  subscriptionIds: readonly number[],
  dueBy?: Date,
) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(redemptions)
    .where(
      and(
        inArray(redemptions.subscriptionId, [...subscriptionIds]),
        eq(redemptions.status, 'scheduled'),
        dueBy ? lte(redemptions.billingDate, dueBy) : undefined,
      ),
    )
    .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
}
