import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Currency, Lang } from '../../src/api/contract/common';
import { normaliseCouponCode } from '../../src/api/contract/couponCode';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { DbOrTx, Tx } from '../db/client';
import { redemptions, referralRewards, subscriptions } from '../db/schema';
import { convert, productName } from '../domain/catalog';
import { evaluateCoupon } from '../domain/coupons';
import { ApiError } from '../http/errors';
import { type Catalog, loadCatalog } from './catalog';
import { couponContextFor } from './checkout';
import { loadCustomer } from './customer';
import { lockPlan, releaseRedemptions } from './planActions';
import { recordPlanEvent } from './planActivity';
import { isLive, type SubscriptionRow } from './plans';
import { rewardStatusAt } from './referralInfo';
import { spendCode } from './spendCode';

type RedemptionRow = typeof redemptions.$inferSelect;

function toScheduled(
  row: RedemptionRow,
  sub: SubscriptionRow,
  effectiveIds: Set<number>,
  lang: Lang,
) {
  return {
    id: row.id,
    orderId: row.subscriptionId,
    productCode: sub.productCode,
    productName: productName(sub.productCode, lang),
    promoCode: row.code,
    billingDate: row.billingDate.toISOString(),
    discountAmount: row.discountAmount,
    freeDays: row.freeDays,
    currency: row.currency as Currency,
    status: row.status,
    effective: effectiveIds.has(row.id),
  };
}

/** Per plan, the latest scheduled redemption is the one that will apply (spec §4). */
function effectiveIdsOf(rows: RedemptionRow[]): Set<number> {
  const latest = new Map<number, RedemptionRow>();
  for (const row of rows) {
    if (row.status !== 'scheduled') continue;
    const current = latest.get(row.subscriptionId);
    if (
      !current ||
      row.createdAt > current.createdAt ||
      (row.createdAt.getTime() === current.createdAt.getTime() && row.id > current.id)
    ) {
      latest.set(row.subscriptionId, row);
    }
  }
  return new Set([...latest.values()].map((r) => r.id));
}

export async function redeemSchedule(db: DbOrTx, userId: number, lang: Lang) {
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (subs.length === 0) return [];
  const rows = await db
    .select()
    .from(redemptions)
    .where(
      and(
        eq(redemptions.userId, userId),
        inArray(redemptions.status, ['scheduled', 'applied', 'superseded', 'lost']),
      ),
    )
    .orderBy(desc(redemptions.billingDate), desc(redemptions.createdAt), desc(redemptions.id));
  const effective = effectiveIdsOf(rows);
  return rows.map((r) =>
    toScheduled(r, subs.find((s) => s.id === r.subscriptionId)!, effective, lang),
  );
}

interface Valuation {
  ok: boolean;
  errorCode: string | null;
  message: string | null;
  discountAmount: number;
  freeDays: number;
  rewardId: number | null;
}

/** What `code` is worth on the next charge of `sub`: a promo code, or an available reward code. */
async function valueOn(
  tx: DbOrTx,
  userId: number,
  sub: SubscriptionRow,
  rawCode: string,
  catalog: Catalog,
  now: Date,
): Promise<Valuation> {
  const code = normaliseCouponCode(rawCode);
  const cycle = sub.pendingCycleMonths ?? sub.cycleMonths;
  const cyclePrice = catalog.price(sub.productCode, cycle, sub.currency) ?? 0;
  const [reward] = await tx
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.code, code), eq(referralRewards.referrerId, userId)));
  if (reward) {
    if (rewardStatusAt(reward, now) !== 'available') {
      return {
        ok: false,
        errorCode: ERROR.couponInvalid,
        message: MESSAGES.couponInvalid,
        discountAmount: 0,
        freeDays: 0,
        rewardId: null,
      };
    }
    const amount = Math.min(
      cyclePrice,
      convert(reward.amount, reward.currency as Currency, sub.currency as Currency),
    );
    return {
      ok: true,
      errorCode: null,
      message: null,
      discountAmount: amount,
      freeDays: 0,
      rewardId: reward.id,
    };
  }
  const customer = await loadCustomer(tx, userId, catalog.ranks);
  const ctx = await couponContextFor(
    tx,
    customer,
    {
      productCode: sub.productCode,
      currency: sub.currency as Currency,
      cyclePrice,
      monthlyPrice: catalog.price(sub.productCode, 1, sub.currency) ?? 0,
    },
    [code],
    'redeem',
    now,
  );
  const verdict = evaluateCoupon(code, ctx);
  return verdict.ok
    ? {
        ok: true,
        errorCode: null,
        message: null,
        discountAmount: verdict.value.amount,
        freeDays: verdict.value.freeDays,
        rewardId: null,
      }
    : {
        ok: false,
        errorCode: verdict.error.errorCode,
        message: verdict.error.message,
        discountAmount: 0,
        freeDays: 0,
        rewardId: null,
      };
}

/** The live plans, and whether `coupon` (if given) could be redeemed against each. */
export async function redeemablePlans(
  db: DbOrTx,
  userId: number,
  coupon: string | undefined,
  lang: Lang,
  now: Date,
) {
  const catalog = await loadCatalog(db);
  const subs = (
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.id))
  ).filter(isLive);
  const out = [];
  for (const sub of subs) {
    const value = coupon
      ? await valueOn(db, userId, sub, coupon, catalog, now)
      : { ok: true, errorCode: null, message: null, discountAmount: 0, freeDays: 0 };
    out.push({
      orderId: sub.id,
      productCode: sub.productCode,
      productName: productName(sub.productCode, lang),
      currency: sub.currency as Currency,
      nextPaymentDate: sub.nextPaymentDate?.toISOString() ?? null,
      eligible: value.ok,
      errorCode: value.errorCode,
      message: value.message,
      discountAmount: value.discountAmount,
      freeDays: value.freeDays,
    });
  }
  return out;
}

/** pc/ap POST: nothing is charged now; the code applies at the plan's next billing date. */
export async function redeem(
  tx: Tx,
  userId: number,
  orderId: number,
  rawCode: string,
  now: Date,
  lang: Lang,
) {
  const sub = await lockPlan(tx, userId, orderId);
  if (!isLive(sub) || !sub.nextPaymentDate) {
    throw new ApiError(
      409,
      sub.status === 'cancelled' ? ERROR.planCancelled : ERROR.planNotActive,
      'This plan has no next billing date',
    );
  }
  const catalog = await loadCatalog(tx);
  const code = normaliseCouponCode(rawCode);
  const value = await valueOn(tx, userId, sub, code, catalog, now);
  if (!value.ok)
    throw new ApiError(
      400,
      value.errorCode ?? ERROR.couponInvalid,
      value.message ?? MESSAGES.couponInvalid,
    );
  const [row] = await tx
    .insert(redemptions)
    .values({
      userId,
      subscriptionId: sub.id,
      code,
      rewardId: value.rewardId,
      createdAt: now,
      billingDate: sub.nextPaymentDate,
      discountAmount: value.discountAmount,
      freeDays: value.freeDays,
      currency: sub.currency,
      status: 'scheduled',
    })
    .returning();
  if (value.rewardId !== null) {
    // Only an unspent reward turns redeemed (redemptions_reward_uq backs this up).
    const spent = await tx
      .update(referralRewards)
      .set({ status: 'redeemed', redeemedBy: `Order ${sub.id}` })
      .where(
        and(
          eq(referralRewards.id, value.rewardId),
          inArray(referralRewards.status, ['pending', 'available']),
        ),
      )
      .returning({ id: referralRewards.id });
    if (spent.length === 0) throw new ApiError(400, ERROR.couponInvalid, MESSAGES.couponInvalid);
  } else {
    await spendCode(tx, userId, code, now);
  }
  await recordPlanEvent(tx, {
    subscriptionId: sub.id,
    userId,
    kind: 'promoRedeemed',
    at: now,
    details: {
      code,
      date: sub.nextPaymentDate.toISOString(),
      ...(value.discountAmount > 0
        ? { amount: value.discountAmount, currency: sub.currency as Currency }
        : {}),
      ...(value.freeDays > 0 ? { days: value.freeDays } : {}),
    },
  });
  const all = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.subscriptionId, sub.id), eq(redemptions.status, 'scheduled')));
  return toScheduled(row!, sub, effectiveIdsOf(all), lang);
}

/** pc/ap DELETE: scheduled redemptions of the plan (optionally one code) are removed. */
export async function deleteRedemption(
  tx: Tx,
  userId: number,
  orderId: number,
  code: string | undefined,
  now: Date,
) {
  const sub = await lockPlan(tx, userId, orderId);
  const rows = await tx
    .select()
    .from(redemptions)
    .where(
      and(
        eq(redemptions.subscriptionId, sub.id),
        eq(redemptions.status, 'scheduled'),
        ...(code ? [eq(redemptions.code, normaliseCouponCode(code))] : []),
      ),
    );
  if (rows.length === 0)
    throw new ApiError(404, ERROR.notFound, 'no scheduled redemption for this plan');
  await releaseRedemptions(tx, rows);
  for (const row of rows) {
    await recordPlanEvent(tx, {
      subscriptionId: sub.id,
      userId,
      kind: 'promoRemoved',
      at: now,
      details: { code: row.code },
    });
  }
  return rows.length;
}
