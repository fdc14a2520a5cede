import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { referralVisits, users } from '../db/schema';
import { YEAR_MS } from '../domain/coupons';

/**
 * A visit through someone's referral link (the pricing page with ?referral=CODE), counted once
 * per device; a signed-in user with no plans yet who arrives this way becomes the referee.
 */
export async function recordReferralVisit(
  db: DbOrTx,
  input: {
    code: string;
    deviceId: string | null;
    userId: number | null;
    hasPlans: boolean;
    now: Date;
  },
): Promise<boolean> {
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, input.code.trim().toUpperCase()))
    .limit(1);
  if (!referrer || referrer.id === input.userId) return false;
  const visitorKey = input.userId
    ? `user:${input.userId}`
    : `device:${input.deviceId ?? 'unknown'}`;
  await db
    .insert(referralVisits)
    .values({ referrerId: referrer.id, visitorKey, visitedAt: input.now })
    .onConflictDoNothing();
  if (input.userId && !input.hasPlans) {
    const [me] = await db
      .select({ referredBy: users.referredBy, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, input.userId));
    if (me && me.referredBy === null && input.now.getTime() - me.createdAt.getTime() <= YEAR_MS) {
      await db.update(users).set({ referredBy: referrer.id }).where(eq(users.id, input.userId));
    }
  }
  return true;
}
