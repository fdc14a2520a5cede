import { sql } from 'drizzle-orm';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { DbOrTx } from '../db/client';
import { userPromoCodes } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Marks a promo code used by the user, exactly once: the (user, code) row is unique and only an
 * unused row turns redeemed, so a second use — however concurrent — finds nothing to update and
 * fails the whole order or redemption instead of discounting twice.
 */
export async function spendCode(
  tx: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<void> {
  const used = await tx
    .insert(userPromoCodes)
    .values({ userId, code, status: 'redeemed', assignedAt: now, redeemedAt: now })
    .onConflictDoUpdate({
      target: [userPromoCodes.userId, userPromoCodes.code],
      set: { status: 'redeemed', redeemedAt: now },
      setWhere: sql`${userPromoCodes.status} <> 'redeemed'`,
    })
    .returning({ id: userPromoCodes.id });
  if (used.length === 0) {
    throw new ApiError(400, ERROR.couponInvalid, MESSAGES.couponInvalid, { code });
  }
}
