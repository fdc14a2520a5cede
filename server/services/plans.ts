import { asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  type ProductCode,
  ProductCodeSchema,
  SubscriptionTime,
} from '../../src/api/contract/codes';
import type { Lang } from '../../src/api/contract/common';
import type { MyPlan } from '../../src/api/contract/plans';
import type { DbOrTx } from '../db/client';
import { cards, subscriptions } from '../db/schema';
import { productName } from '../domain/catalog';
import { cardEndsAt } from './cards';
import type { Catalog } from './catalog';
import { scheduledRedemptionsOf } from './scheduledRedemptions';

const SUBSCRIPTION_TIMES = SubscriptionTime.options;

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Products this plan could move up to: higher rank and covering the same markets. */
export function upgradeTargets(catalog: Catalog, productCode: string): string[] {
  const current = catalog.byCode.get(productCode);
  if (!current) return [];
  return catalog.products
    .filter((p) => p.rank > current.rank && current.markets.every((m) => p.markets.includes(m)))
    .map((p) => p.code);
}

/**
 * What this plan can be upgraded to now, lowest rank first: nothing once the investor has the
 * highest permission, and never a product they already have live (pc/uap refuses both).
 */
function upgradeOptions(
  catalog: Catalog,
  sub: SubscriptionRow,
  liveCodes: string[],
  userHighestRank: number,
): ProductCode[] {
  if (!isLive(sub) || userHighestRank >= catalog.highestRank) return [];
  return upgradeTargets(catalog, sub.productCode)
    .filter(
      (code): code is ProductCode => v.is(ProductCodeSchema, code) && !liveCodes.includes(code),
    )
    .sort((a, b) => (catalog.byCode.get(a)?.rank ?? 0) - (catalog.byCode.get(b)?.rank ?? 0));
}

export function isLive(sub: { status: string }): boolean {
  return sub.status === 'trial' || sub.status === 'active' || sub.status === 'past_due';
}

export async function loadMyPlans(
  db: DbOrTx,
  userId: number,
  catalog: Catalog,
  userHighestRank: number,
  now: Date,
  lang: Lang,
): Promise<MyPlan[]> {
  const subs = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.id));
  const cardIds = subs.map((s) => s.cardId).filter((id): id is number => id !== null);
  const cardRows = cardIds.length
    ? await db.select().from(cards).where(inArray(cards.id, cardIds))
    : [];
  const scheduled = await scheduledRedemptionsOf(
    db,
    subs.map((s) => s.id),
  );
  const liveCodes = subs.filter(isLive).map((s) => s.productCode);
  // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one plan row becomes the MyPlan wire shape field by field
  return subs.map((sub) => {
    const card = cardRows.find((c) => c.id === sub.cardId);
    const product = catalog.byCode.get(sub.productCode);
    const live = isLive(sub);
    const nextCycle = sub.pendingCycleMonths ?? sub.cycleMonths;
    const price = catalog.price(sub.productCode, nextCycle, sub.currency) ?? 0;
    const latest = scheduled.filter((r) => r.subscriptionId === sub.id).at(-1);
    const discount =
      sub.status === 'trial' ? sub.firstChargeDiscount : (latest?.discountAmount ?? 0);
    const frequencyAmounts = live
      ? SUBSCRIPTION_TIMES.flatMap((cycle) => {
          const listed = catalog.price(sub.productCode, cycle, sub.currency);
          return listed === undefined
            ? []
            : [{ subscriptionTime: cycle, amount: Math.max(0, listed - discount) }];
        })
      : [];
    return {
      orderId: sub.id,
      productCode: sub.productCode,
      productName: productName(sub.productCode, lang),
      rank: product?.rank ?? 0,
      subscriptionTime: sub.cycleMonths as 1 | 6 | 12,
      currency: sub.currency as MyPlan['currency'],
      status: sub.status as MyPlan['status'],
      source: sub.source,
      hasAccess: sub.status === 'trial' || sub.status === 'active',
      paymentMethod: card
        ? {
            cardId: card.id,
            brand: card.brand,
            last4: card.last4,
            expiresFirst:
              live && sub.nextPaymentDate !== null && sub.nextPaymentDate >= cardEndsAt(card),
          }
        : null,
      purchasedSince: sub.createdAt.toISOString(),
      startDate: sub.currentPeriodStart.toISOString(),
      nextPaymentDate: live ? iso(sub.nextPaymentDate) : null,
      nextPaymentAmount: live ? Math.max(0, price - discount) : null,
      expiryDate: live ? iso(sub.nextPaymentDate) : iso(sub.endedAt),
      trialEndsAt: iso(sub.trialEndsAt),
      inTrial: sub.status === 'trial',
      freeCancelUntil: iso(sub.freeCancelUntil),
      canCancelFree: sub.status === 'trial' && !!sub.freeCancelUntil && sub.freeCancelUntil > now,
      pendingSubscriptionTime: (sub.pendingCycleMonths as 1 | 6 | 12 | null) ?? null,
      upgradeTargets: upgradeOptions(catalog, sub, liveCodes, userHighestRank),
      canChangeFrequency: live,
      frequencyAmounts,
      resubscribeAmount:
        sub.status === 'cancelled'
          ? (catalog.price(sub.productCode, sub.cycleMonths, sub.currency) ?? null)
          : null,
    };
  });
}
