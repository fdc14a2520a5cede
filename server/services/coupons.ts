import { and, asc, eq } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { Coupon } from '../../src/api/contract/promotion';
import type { DbOrTx } from '../db/client';
import { promoCodes, subscriptions, userPromoCodes } from '../db/schema';
import { isExpired, type PromoRow } from '../domain/coupons';

function statusOf(
  promo: PromoRow,
  assignment: typeof userPromoCodes.$inferSelect,
  now: Date,
): Coupon['status'] {
  if (assignment.status === 'redeemed') return 'redeemed';
  return isExpired(promo, assignment, now) ? 'expired' : 'unused';
}

/** Could this code discount an order in `currency` at all? (product rules are checked later) */
function fitsCurrency(promo: PromoRow, currency: Currency): boolean {
  if (promo.kind === 'fixed') return promo.currency === currency;
  if (promo.kind === 'by_product') {
    return Object.values(promo.amountsByProduct ?? {}).some((byCurrency) => currency in byCurrency);
  }
  return true;
}

/**
 * The user's promo codes; with a currency, only those they can use at checkout in it (a
 * new-user-only one only while they have never had a plan).
 */
export async function listCoupons(
  db: DbOrTx,
  userId: number,
  currency: Currency | undefined,
  now: Date,
) {
  const rows = await db
    .select({ promo: promoCodes, assignment: userPromoCodes })
    .from(userPromoCodes)
    .innerJoin(promoCodes, eq(promoCodes.code, userPromoCodes.code))
    .where(and(eq(userPromoCodes.userId, userId)))
    .orderBy(asc(userPromoCodes.assignedAt), asc(userPromoCodes.id));
  const coupons: Coupon[] = rows.map(({ promo, assignment }) => ({
    code: promo.code,
    kind: promo.kind as Coupon['kind'],
    description: promo.description,
    amount: promo.amount,
    currency: (promo.currency as Currency | null) ?? null,
    percent: promo.percent,
    freeDays: promo.freeDays,
    amountsByProduct: promo.amountsByProduct ?? null,
    status: statusOf(promo, assignment, now),
    createDate: assignment.assignedAt.toISOString(),
    expireDate: (assignment.expiresAt ?? promo.expiresAt)?.toISOString() ?? null,
    newUserOnly: promo.newUserOnly,
    isReferral: promo.isReferral,
    usage: promo.usage,
  }));
  if (!currency) return coupons;
  // A new-user-only code would only be refused (0068) once the investor has had a plan.
  const [anyPlan] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return coupons.filter((c, i) => {
    const promo = rows[i]!.promo;
    const forThem = !(promo.newUserOnly && anyPlan);
    return (
      c.status === 'unused' && promo.usage !== 'redeem' && fitsCurrency(promo, currency) && forThem
    );
  });
}
