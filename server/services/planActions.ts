import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import { addMonths, DAY_MS } from '../clock';
import type { DbOrTx, Tx } from '../db/client';
import { claimLiveCurrency, lockUser } from '../db/locks';
import {
  billingRecords,
  cards,
  redemptions,
  referralRewards,
  subscriptions,
  userPromoCodes,
} from '../db/schema';
import { type Cycle, isCycle } from '../domain/catalog';
import { invoiceLine } from '../domain/invoiceLines';
import { ApiError } from '../http/errors';
import type { AppDeps, SessionUser } from '../http/types';
import type { Payer } from '../payments/payer';
import { cardEndsAt } from './cards';
import { loadCatalog } from './catalog';
import { loadCustomer } from './customer';
import type { Outcome } from './idempotency';
import { cardLabel, recordBilling } from './ledger';
import { paymentFailure } from './paymentFailure';
import { recordPlanEvent } from './planActivity';
import { isLive, type SubscriptionRow, upgradeTargets } from './plans';

async function findPlan(tx: DbOrTx, userId: number, orderId: number): Promise<SubscriptionRow> {
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, orderId), eq(subscriptions.userId, userId)));
  if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
  return sub;
}

/**
 * The user's plan, row-locked for the rest of the transaction (concurrent actions queue), after
 * the user lock: every money-moving action of one user runs one at a time.
 */
export async function lockPlan(
  tx: DbOrTx,
  userId: number,
  orderId: number,
): Promise<SubscriptionRow> {
  await lockUser(tx, userId);
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, orderId), eq(subscriptions.userId, userId)))
    .for('update');
  if (!sub) throw new ApiError(404, ERROR.notFound, 'plan not found');
  return sub;
}

function requireLive(sub: SubscriptionRow): void {
  if (sub.status === 'cancelled') {
    throw new ApiError(409, ERROR.planCancelled, 'This plan is cancelled. Re-subscribe first.');
  }
  if (!isLive(sub)) throw new ApiError(409, ERROR.planNotActive, 'This plan is no longer active');
}

/** pc/usp: the card that pays for the plan from now on. */
export async function switchPaymentMethod(
  tx: Tx,
  userId: number,
  orderId: number,
  cardId: number,
  now: Date,
) {
  const sub = await lockPlan(tx, userId, orderId);
  requireLive(sub);
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId), isNull(cards.deletedAt)));
  if (!card) throw new ApiError(404, ERROR.notFound, 'card not found');
  // A card past its expiry month cannot pay the next charge: "Please update the card details."
  if (cardEndsAt(card) <= now) throw new ApiError(402, ERROR.expiredCard, 'card expired');
  await tx.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, sub.id));
  if (sub.cardId !== cardId) {
    await recordPlanEvent(tx, {
      subscriptionId: sub.id,
      userId,
      kind: 'cardSwitched',
      at: now,
      details: { card: { brand: card.brand, last4: card.last4 } },
    });
  }
  return {
    orderId: sub.id,
    paymentMethod: { cardId: card.id, brand: card.brand, last4: card.last4 },
  };
}

/** pc/bf: the new cycle applies from the next payment date; choosing the current one undoes it. */
export async function changeFrequency(
  tx: Tx,
  userId: number,
  orderId: number,
  cycle: Cycle,
  now: Date,
) {
  const sub = await lockPlan(tx, userId, orderId);
  requireLive(sub);
  const pending = cycle === sub.cycleMonths ? null : cycle;
  if (pending !== sub.pendingCycleMonths) {
    const date = sub.nextPaymentDate?.toISOString();
    await recordPlanEvent(tx, {
      subscriptionId: sub.id,
      userId,
      at: now,
      ...(pending === null
        ? { kind: 'frequencyWithdrawn', details: { cycle: sub.cycleMonths as Cycle } }
        : { kind: 'frequencyScheduled', details: { cycle: pending, ...(date ? { date } : {}) } }),
    });
  }
  await tx
    .update(subscriptions)
    .set({ pendingCycleMonths: pending })
    .where(eq(subscriptions.id, sub.id));
  return {
    orderId: sub.id,
    subscriptionTime: sub.cycleMonths,
    pendingSubscriptionTime: pending,
    effectiveFrom: pending === null ? null : (sub.nextPaymentDate?.toISOString() ?? null),
  };
}

/** Scheduled codes go back to unused (spec §4: deleting a redemption returns the code). */
export async function releaseRedemptions(tx: DbOrTx, rows: (typeof redemptions.$inferSelect)[]) {
  if (rows.length === 0) return;
  await tx
    .update(redemptions)
    .set({ status: 'deleted' })
    .where(
      inArray(
        redemptions.id,
        rows.map((r) => r.id),
      ),
    );
  for (const row of rows) {
    if (row.rewardId !== null) {
      await tx
        .update(referralRewards)
        .set({ status: 'available', redeemedBy: null })
        .where(eq(referralRewards.id, row.rewardId));
    } else {
      await tx
        .update(userPromoCodes)
        .set({ status: 'unused', redeemedAt: null })
        .where(and(eq(userPromoCodes.userId, row.userId), eq(userPromoCodes.code, row.code)));
    }
  }
}

/**
 * pc/cs: cancelling removes access at once (spec §4). Inside the trial's free-cancel window it is
 * free; the referrer's pending bonus for this order becomes invalid.
 */
export async function cancelPlan(
  tx: Tx,
  deps: AppDeps,
  userId: number,
  { orderId, reason, note }: { orderId: number; reason?: string; note?: string },
) {
  const now = deps.clock.now();
  const sub = await lockPlan(tx, userId, orderId);
  requireLive(sub);
  const freeCancel = sub.status === 'trial' && !!sub.freeCancelUntil && now < sub.freeCancelUntil;
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason ?? null,
      cancelNote: note || null,
      endedAt: now,
      nextPaymentDate: null,
      pendingCycleMonths: null,
    })
    .where(eq(subscriptions.id, sub.id));
  const scheduled = await tx
    .select()
    .from(redemptions)
    .where(and(eq(redemptions.subscriptionId, sub.id), eq(redemptions.status, 'scheduled')));
  await releaseRedemptions(tx, scheduled);
  await tx
    .update(referralRewards)
    .set({ status: 'invalid' })
    .where(and(eq(referralRewards.subscriptionId, sub.id), eq(referralRewards.status, 'pending')));
  await recordPlanEvent(tx, {
    subscriptionId: sub.id,
    userId,
    kind: 'cancelled',
    at: now,
    details: { ...(reason ? { reason } : {}), ...(note ? { note } : {}) },
  });
  return { orderId: sub.id, status: 'cancelled', freeCancel };
}

async function chargePlanCard(
  tx: DbOrTx,
  payer: Payer,
  sub: SubscriptionRow,
  amount: number,
  key: string,
  description: string,
) {
  const [card] = sub.cardId ? await tx.select().from(cards).where(eq(cards.id, sub.cardId)) : [];
  if (!card) throw new ApiError(400, ERROR.noPaymentMethod, 'Please add a payment method');
  if (amount <= 0) return { ok: true as const, card, chargeId: null };
  const charge = await payer.charge({
    token: card.token,
    amount,
    currency: sub.currency,
    idempotencyKey: key,
    description,
  });
  return charge.ok
    ? { ok: true as const, card, chargeId: charge.value.id }
    : { ok: false as const, card, error: charge.error };
}

/** pc/rs: a cancelled plan starts a new paid period now, at full price, on its card. */
export async function resubscribe(
  tx: Tx,
  deps: AppDeps,
  payer: Payer,
  user: SessionUser,
  orderId: number,
): Promise<Outcome> {
  const now = deps.clock.now();
  const sub = await lockPlan(tx, user.id, orderId);
  if (sub.status !== 'cancelled') {
    throw new ApiError(409, ERROR.planNotCancelled, 'Only a cancelled plan can be re-subscribed');
  }
  const catalog = await loadCatalog(tx);
  const customer = await loadCustomer(tx, user.id, catalog.ranks);
  const live = customer.subscriptions.filter((s) => s.id !== sub.id && isLive(s));
  if (live.some((s) => s.currency !== sub.currency)) {
    throw new ApiError(400, ERROR.currencyLocked, MESSAGES.currencyMismatch, {
      currencyLock: customer.currencyLock,
    });
  }
  if (live.some((s) => s.productCode === sub.productCode)) {
    throw new ApiError(400, ERROR.alreadySubscribed, 'You already have this plan');
  }
  const price = catalog.price(sub.productCode, sub.cycleMonths, sub.currency);
  if (price === undefined || !isCycle(sub.cycleMonths)) {
    throw new ApiError(400, ERROR.productUnavailable, 'This plan is no longer offered');
  }
  const line = invoiceLine.plan(sub.productCode, sub.cycleMonths, price);
  const paid = await chargePlanCard(
    tx,
    payer,
    sub,
    price,
    // Each re-subscription is its own charge, even two within one clock tick (a frozen test
    // clock): a paid period is added by every one, so the count tells them apart.
    `rs:${sub.id}:${sub.paidPeriods}:${sub.cancelledAt?.toISOString()}`,
    line.description,
  );
  if (!paid.ok) return paymentFailure(paid.error);
  await claimLiveCurrency(tx, user.id, sub.currency);
  const next = addMonths(now, sub.cycleMonths);
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      cancelledAt: null,
      endedAt: null,
      currentPeriodStart: now,
      nextPaymentDate: next,
      paidPeriods: sub.paidPeriods + 1,
      failedAttempts: 0,
      trialEndsAt: sub.trialEndsAt && sub.trialEndsAt > now ? now : sub.trialEndsAt,
      freeCancelUntil: null,
      firstChargeDiscount: 0,
      firstChargeCoupon: null,
    })
    .where(eq(subscriptions.id, sub.id));
  await recordBilling(tx, {
    subscriptionId: sub.id,
    userId: user.id,
    kind: 'resubscribe',
    // Tells apart two re-subscriptions of one plan that start in the same instant (a frozen
    // clock), which would otherwise share a period start and an invoice number.
    attempt: sub.paidPeriods,
    billedAt: now,
    periodStart: now,
    periodEnd: next,
    productCode: sub.productCode,
    paymentMethod: cardLabel(paid.card),
    currency: sub.currency,
    items: [line],
    adjustments: [],
    status: 'paid',
    gatewayChargeId: paid.chargeId,
  });
  await recordPlanEvent(tx, {
    subscriptionId: sub.id,
    userId: user.id,
    kind: 'resubscribed',
    at: now,
    details: {
      amount: price,
      currency: sub.currency as Currency,
      card: { brand: paid.card.brand, last4: paid.card.last4 },
    },
  });
  return {
    statusCode: 200,
    body: {
      errorCode: '0',
      orderId: sub.id,
      status: 'active',
      amountPaid: price,
      currency: sub.currency,
      nextBillingDate: next.toISOString(),
    },
  };
}

/**
 * pc/uap: move a live plan to a higher product now. The new period is charged at once, less a
 * credit for the unused part of the current paid period; scheduled promo codes and any pending
 * first-charge discount are lost (spec §4).
 */
export interface UpgradeQuote {
  sub: SubscriptionRow;
  cycle: Cycle;
  price: number;
  credit: number;
  amount: number;
  /** Codes of scheduled redemptions (and a pending first-charge discount) the upgrade loses. */
  lostDiscounts: string[];
}

/**
 * What upgrading `orderId` to `targetCode` costs now: the new cycle price less a credit for the
 * unused part of the current paid period. Shared by the preview (pc/po) and pc/uap.
 */
export async function quoteUpgrade(
  tx: DbOrTx,
  userId: number,
  orderId: number,
  targetCode: string,
  now: Date,
  options: { lock: boolean },
): Promise<UpgradeQuote> {
  const sub = options.lock
    ? await lockPlan(tx, userId, orderId)
    : await findPlan(tx, userId, orderId);
  requireLive(sub);
  const catalog = await loadCatalog(tx);
  const customer = await loadCustomer(tx, userId, catalog.ranks);
  if (customer.highestRank >= catalog.highestRank) {
    throw new ApiError(409, ERROR.highestPermission, 'You already have the highest permission');
  }
  if (!upgradeTargets(catalog, sub.productCode).includes(targetCode)) {
    throw new ApiError(400, ERROR.notAnUpgrade, 'This product is not an upgrade of the plan');
  }
  if (
    customer.subscriptions.some((s) => s.id !== sub.id && isLive(s) && s.productCode === targetCode)
  ) {
    throw new ApiError(400, ERROR.alreadySubscribed, 'You already have this plan');
  }
  const price = catalog.price(targetCode, sub.cycleMonths, sub.currency);
  if (price === undefined || !isCycle(sub.cycleMonths)) {
    throw new ApiError(
      400,
      ERROR.productUnavailable,
      'This plan is not available in this currency',
    );
  }
  let credit = 0;
  if (sub.status === 'active' && sub.nextPaymentDate) {
    const [lastPaid] = await tx
      .select()
      .from(billingRecords)
      .where(and(eq(billingRecords.subscriptionId, sub.id), eq(billingRecords.status, 'paid')))
      .orderBy(desc(billingRecords.billedAt), desc(billingRecords.id))
      .limit(1);
    const start = sub.currentPeriodStart.getTime();
    const end = sub.nextPaymentDate.getTime();
    if (lastPaid && end > now.getTime() && end > start) {
      // Counted in days (a day begun counts as unused), so the amount quoted on screen is still
      // the amount charged when the investor confirms minutes later.
      const periodDays = Math.max(1, Math.round((end - start) / DAY_MS));
      const unusedDays = Math.min(periodDays, Math.ceil((end - now.getTime()) / DAY_MS));
      credit = Math.min(price, Math.round((lastPaid.amountPaid * unusedDays) / periodDays));
    }
  }
  const scheduled = await tx
    .select({ code: redemptions.code })
    .from(redemptions)
    .where(and(eq(redemptions.subscriptionId, sub.id), eq(redemptions.status, 'scheduled')))
    .orderBy(asc(redemptions.id));
  return {
    sub,
    cycle: sub.cycleMonths as Cycle,
    price,
    credit,
    amount: Math.max(0, price - credit),
    lostDiscounts: [
      ...(sub.firstChargeDiscount > 0 ? ['FIRST_CHARGE_DISCOUNT'] : []),
      ...scheduled.map((r) => r.code),
    ],
  };
}

/**
 * pc/uap: move a live plan to a higher product now. The new period is charged at once, less a
 * credit for the unused part of the current paid period; scheduled promo codes and any pending
 * first-charge discount are lost (spec §4).
 */
/** An upgrade ends every discount scheduled on the plan (spec §4). */
async function loseScheduledRedemptions(tx: Tx, subscriptionId: number) {
  const scheduled = await tx
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(
      and(eq(redemptions.subscriptionId, subscriptionId), eq(redemptions.status, 'scheduled')),
    );
  if (scheduled.length === 0) return;
  await tx
    .update(redemptions)
    .set({ status: 'lost' })
    .where(
      inArray(
        redemptions.id,
        scheduled.map((r) => r.id),
      ),
    );
}

export async function upgradePlan(
  tx: Tx,
  deps: AppDeps,
  payer: Payer,
  user: SessionUser,
  orderId: number,
  targetCode: string,
  key: string,
  expectedAmount?: number,
): Promise<Outcome> {
  const now = deps.clock.now();
  const { sub, cycle, price, credit, amount, lostDiscounts } = await quoteUpgrade(
    tx,
    user.id,
    orderId,
    targetCode,
    now,
    {
      lock: true,
    },
  );
  if (expectedAmount !== undefined && expectedAmount !== amount) {
    throw new ApiError(409, ERROR.quoteChanged, MESSAGES.quoteChanged);
  }
  const line = invoiceLine.upgrade(targetCode, cycle, price);
  const paid = await chargePlanCard(
    tx,
    payer,
    sub,
    amount,
    `uap:${user.id}:${key}`,
    line.description,
  );
  if (!paid.ok) return paymentFailure(paid.error);

  await loseScheduledRedemptions(tx, sub.id);
  const next = addMonths(now, sub.cycleMonths);
  await tx
    .update(subscriptions)
    .set({
      productCode: targetCode,
      status: 'active',
      currentPeriodStart: now,
      nextPaymentDate: next,
      trialEndsAt: sub.status === 'trial' ? now : sub.trialEndsAt,
      freeCancelUntil: null,
      firstChargeDiscount: 0,
      firstChargeCoupon: null,
      paidPeriods: sub.paidPeriods + 1,
      failedAttempts: 0,
    })
    .where(eq(subscriptions.id, sub.id));
  await recordBilling(tx, {
    subscriptionId: sub.id,
    userId: user.id,
    kind: 'upgrade',
    billedAt: now,
    periodStart: now,
    periodEnd: next,
    productCode: targetCode,
    paymentMethod: cardLabel(paid.card),
    currency: sub.currency,
    items: [line],
    adjustments: credit > 0 ? [invoiceLine.credit(credit)] : [],
    status: 'paid',
    gatewayChargeId: paid.chargeId,
  });
  await recordPlanEvent(tx, {
    subscriptionId: sub.id,
    userId: user.id,
    kind: 'upgraded',
    at: now,
    details: {
      fromProductCode: sub.productCode,
      productCode: targetCode,
      amount,
      currency: sub.currency as Currency,
      card: { brand: paid.card.brand, last4: paid.card.last4 },
    },
  });
  return {
    statusCode: 200,
    body: {
      errorCode: '0',
      orderId: sub.id,
      productCode: targetCode,
      amountPaid: amount,
      credit,
      currency: sub.currency,
      nextBillingDate: next.toISOString(),
      lostDiscounts,
    },
  };
}
