import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { referralRewards, referralVisits, subscriptions, users } from '../db/schema';
import { REWARD_CURRENCY } from '../domain/catalog';
import { PAYOUT_THRESHOLD_HKD } from '../domain/referral';

type RewardRow = typeof referralRewards.$inferSelect;
export type RewardStatus = 'pending' | 'available' | 'redeemed' | 'payout' | 'invalid' | 'expired';

/**
 * The status as of `now`, so answers are right even between billing-job runs: a pending bonus
 * becomes available on its date (once the referee has paid), and expires a year later.
 */
export function rewardStatusAt(row: RewardRow, now: Date, refereePaid = true): RewardStatus {
  const status = row.status as RewardStatus;
  if (status === 'pending' && row.availableDate && row.availableDate <= now && refereePaid) {
    return row.expiresAt && row.expiresAt <= now ? 'expired' : 'available';
  }
  if (status === 'available' && row.expiresAt && row.expiresAt <= now) return 'expired';
  return status;
}

/** Masks the referee's address: the referrer sees who, not the full e-mail. */
function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

export async function referralInfo(db: DbOrTx, userId: number, origin: string, now: Date) {
  const [me] = await db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, userId));
  const [visits] = await db
    .select({ n: count() })
    .from(referralVisits)
    .where(eq(referralVisits.referrerId, userId));
  const [referred] = await db
    .select({ n: count() })
    .from(users)
    .where(eq(users.referredBy, userId));
  const rows = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referrerId, userId))
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id));
  const subIds = rows.map((r) => r.subscriptionId).filter((id): id is number => id !== null);
  const paidSubs = new Set(
    subIds.length
      ? (
          await db
            .select({ id: subscriptions.id, paid: subscriptions.paidPeriods })
            .from(subscriptions)
            .where(and(inArray(subscriptions.id, subIds)))
        )
          .filter((s) => s.paid > 0)
          .map((s) => s.id)
      : [],
  );
  const rewards = rows.map((r) => {
    const status = rewardStatusAt(
      r,
      now,
      r.subscriptionId === null || paidSubs.has(r.subscriptionId),
    );
    return {
      code: r.code,
      currency: r.currency as Currency,
      amount: r.amount,
      referralAccount: maskEmail(r.referralAccount),
      createDate: r.createdAt.toISOString(),
      availableDate: r.availableDate?.toISOString() ?? null,
      expireDate: r.expiresAt?.toISOString() ?? null,
      status,
      redeemBy: r.redeemedBy,
    };
  });
  const sum = (statuses: RewardStatus[]) =>
    rewards.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.amount, 0);
  const cumulative = sum(['available', 'redeemed', 'payout']);
  const available = sum(['available']);
  return {
    myLink: `${origin}/pricing/?referral=${encodeURIComponent(me?.code ?? '')}`,
    visitCount: visits?.n ?? 0,
    totalReferrals: referred?.n ?? 0,
    totalReward: sum(['pending', 'available', 'redeemed', 'payout']),
    availableReward: available,
    rewardCurrency: REWARD_CURRENCY,
    rewards,
    payout: {
      cumulative,
      eligible: cumulative > PAYOUT_THRESHOLD_HKD && available > 0,
      threshold: PAYOUT_THRESHOLD_HKD,
      currency: REWARD_CURRENCY,
      via: 'customer_service' as const,
    },
  };
}
