import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import { addDays, addMonths } from '../clock';
import type { Db, Tx } from '../db/client';
import { claimPlanForRenewal, lockUser } from '../db/locks';
import { cards, redemptions, referralRewards, subscriptions } from '../db/schema';
import { CYCLE_NAMES, isCycle, productName } from '../domain/catalog';
import { invoiceLine } from '../domain/invoiceLines';
import type { AppDeps } from '../http/types';
import { type Payer, payInTransaction } from '../payments/payer';
import { loadCatalog } from '../services/catalog';
import { cardLabel, type Line, recordBilling } from '../services/ledger';
import { recordPlanEvent } from '../services/planActivity';
import { scheduledRedemptionsOf } from '../services/scheduledRedemptions';

/** After this many failed attempts (one a day) a plan expires. */
const MAX_FAILED_ATTEMPTS = 3;
/** A plan far behind (clock jumped) is caught up at most this many periods per run. */
const MAX_PERIODS_PER_RUN = 36;

export interface BillingSummary {
  now: string;
  plansDue: number;
  charged: number;
  failed: number;
  freeDays: number;
  expired: number;
  rewardsAvailable: number;
  rewardsExpired: number;
  /** Plans whose billing step failed (nothing kept, any charge refunded); retried next run. */
  errors: number;
}

type Sub = typeof subscriptions.$inferSelect;
type Step = 'charged' | 'failed' | 'free_days' | 'expired' | 'not_due' | 'claimed_elsewhere';

function parseLines(json: string | null): Line[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * One billing step of one plan at its next payment date, inside the caller's transaction:
 * pending frequency change, the latest scheduled redemption (older ones are superseded), the
 * first-charge discount after a trial, then the charge on the plan's card and its invoice.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: one renewal is one transaction whose steps must stay in order in one place
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one renewal is one transaction whose steps must stay in order in one place
async function billOnce(tx: Tx, payer: Payer, subId: number, now: Date): Promise<Step> {
  // Another runner (this server's or another copy's) has this plan: it bills it, catch-up included.
  const claim = await claimPlanForRenewal(tx, subId);
  if (!claim) return 'not_due';
  if (!claim.claimed) return 'claimed_elsewhere';
  // The same order as the user's own actions (user, then plan), so renewals never deadlock them.
  await lockUser(tx, claim.userId);
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subId))
    .for('update');
  if (!sub?.nextPaymentDate || sub.nextPaymentDate > now) return 'not_due';
  if (!['trial', 'active', 'past_due'].includes(sub.status)) return 'not_due';
  const due: Date = sub.nextPaymentDate;
  const cycle = sub.pendingCycleMonths ?? sub.cycleMonths;
  if (!isCycle(cycle)) return 'not_due';
  const catalog = await loadCatalog(tx);
  const price = catalog.price(sub.productCode, cycle, sub.currency) ?? 0;
  const [card] = sub.cardId ? await tx.select().from(cards).where(eq(cards.id, sub.cardId)) : [];

  const scheduled = await scheduledRedemptionsOf(tx, [sub.id], now);
  const effective = scheduled.at(-1);
  if (scheduled.length > 0) {
    const superseded = scheduled.slice(0, -1).map((r) => r.id);
    if (superseded.length) {
      await tx
        .update(redemptions)
        .set({ status: 'superseded' })
        .where(inArray(redemptions.id, superseded));
    }
    await tx
      .update(redemptions)
      .set({ status: 'applied', appliedAt: now })
      .where(eq(redemptions.id, effective!.id));
  }
  const name = `${productName(sub.productCode)} (${CYCLE_NAMES[cycle]})`;

  if (effective && effective.freeDays > 0) {
    const until = addDays(due, effective.freeDays);
    await recordBilling(tx, {
      subscriptionId: sub.id,
      userId: sub.userId,
      kind: 'free_days',
      billedAt: now,
      periodStart: due,
      periodEnd: until,
      productCode: sub.productCode,
      paymentMethod: cardLabel(card),
      currency: sub.currency,
      items: [invoiceLine.freeDays(sub.productCode, cycle, effective.freeDays, effective.code)],
      adjustments: [],
      status: 'free',
    });
    await recordPlanEvent(tx, {
      subscriptionId: sub.id,
      userId: sub.userId,
      kind: 'charged',
      at: now,
      details: {
        amount: 0,
        currency: sub.currency as Currency,
        days: effective.freeDays,
        code: effective.code,
        date: until.toISOString(),
      },
    });
    await tx
      .update(subscriptions)
      .set({ nextPaymentDate: until })
      .where(eq(subscriptions.id, sub.id));
    return 'free_days';
  }

  const adjustments: Line[] = [
    ...(sub.paidPeriods === 0 ? parseLines(sub.firstChargeCoupon) : []),
    ...(effective && effective.discountAmount > 0
      ? [invoiceLine.coupon(effective.code, effective.discountAmount)]
      : []),
  ];
  const total = Math.max(0, price + adjustments.reduce((sum, l) => sum + l.amount, 0));
  let chargeId: string | null = null;
  let errorCode: string | null = card ? null : 'no_payment_method';
  if (card && total > 0) {
    const charge = await payer.charge({
      token: card.token,
      amount: total,
      currency: sub.currency,
      idempotencyKey: `renew:${sub.id}:${due.toISOString()}:${sub.failedAttempts}`,
      description: name,
    });
    if (charge.ok) chargeId = charge.value.id;
    else errorCode = charge.error.code;
  }
  const periodEnd = addMonths(due, cycle);
  await recordBilling(tx, {
    subscriptionId: sub.id,
    userId: sub.userId,
    kind: sub.paidPeriods === 0 ? 'initial' : 'renewal',
    billedAt: now,
    periodStart: due,
    periodEnd,
    productCode: sub.productCode,
    paymentMethod: cardLabel(card),
    currency: sub.currency,
    items: [invoiceLine.plan(sub.productCode, cycle, price)],
    adjustments,
    status: errorCode ? 'failed' : 'paid',
    errorCode,
    gatewayChargeId: chargeId,
    attempt: sub.failedAttempts,
  });
  await recordPlanEvent(tx, {
    subscriptionId: sub.id,
    userId: sub.userId,
    kind: errorCode ? 'chargeFailed' : 'charged',
    at: now,
    details: {
      amount: total,
      currency: sub.currency as Currency,
      ...(card ? { card: { brand: card.brand, last4: card.last4 } } : {}),
      ...(errorCode ? { errorCode } : {}),
      ...(effective && effective.discountAmount > 0 ? { code: effective.code } : {}),
    },
  });
  if (!errorCode && sub.pendingCycleMonths !== null && sub.pendingCycleMonths !== sub.cycleMonths) {
    await recordPlanEvent(tx, {
      subscriptionId: sub.id,
      userId: sub.userId,
      kind: 'frequencyApplied',
      at: now,
      details: { cycle },
    });
  }

  if (errorCode) {
    const attempts = sub.failedAttempts + 1;
    const expired = attempts >= MAX_FAILED_ATTEMPTS;
    await tx
      .update(subscriptions)
      .set(
        expired
          ? { status: 'expired', failedAttempts: attempts, endedAt: now, nextPaymentDate: null }
          : { status: 'past_due', failedAttempts: attempts, nextPaymentDate: addDays(due, 1) },
      )
      .where(eq(subscriptions.id, sub.id));
    if (expired) {
      await tx
        .update(referralRewards)
        .set({ status: 'invalid' })
        .where(
          and(eq(referralRewards.subscriptionId, sub.id), eq(referralRewards.status, 'pending')),
        );
    }
    return expired ? 'expired' : 'failed';
  }
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      cycleMonths: cycle,
      pendingCycleMonths: null,
      currentPeriodStart: due,
      nextPaymentDate: periodEnd,
      paidPeriods: sub.paidPeriods + 1,
      failedAttempts: 0,
      firstChargeDiscount: 0,
      firstChargeCoupon: null,
      freeCancelUntil: null,
    })
    .where(eq(subscriptions.id, sub.id));
  return 'charged';
}

/** Referral bonus lifecycle (spec §4): pending → available on its date, → expired a year later. */
async function advanceRewards(db: Db, now: Date) {
  const pending = await db
    .select({ reward: referralRewards, paid: subscriptions.paidPeriods })
    .from(referralRewards)
    .leftJoin(subscriptions, eq(subscriptions.id, referralRewards.subscriptionId))
    .where(
      and(
        eq(referralRewards.status, 'pending'),
        isNotNull(referralRewards.availableDate),
        lte(referralRewards.availableDate, now),
      ),
    );
  const ready = pending
    .filter((p) => p.reward.subscriptionId === null || (p.paid ?? 0) > 0)
    .map((p) => p.reward.id);
  if (ready.length)
    await db
      .update(referralRewards)
      .set({ status: 'available' })
      .where(inArray(referralRewards.id, ready));
  const expired = await db
    .update(referralRewards)
    .set({ status: 'expired' })
    .where(
      and(
        eq(referralRewards.status, 'available'),
        isNotNull(referralRewards.expiresAt),
        lte(referralRewards.expiresAt, now),
      ),
    )
    .returning({ id: referralRewards.id });
  return { available: ready.length, expired: expired.length };
}

/** The renewal job: every plan whose next payment date has come, each in its own transaction. */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: the claim, skip and count rules of the job read best together
export async function runRenewals(
  deps: Omit<AppDeps, 'sessions'>,
  now: Date = deps.clock.now(),
): Promise<BillingSummary> {
  const summary: BillingSummary = {
    now: now.toISOString(),
    plansDue: 0,
    charged: 0,
    failed: 0,
    freeDays: 0,
    expired: 0,
    rewardsAvailable: 0,
    rewardsExpired: 0,
    errors: 0,
  };
  const due: Pick<Sub, 'id'>[] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trial', 'active', 'past_due']),
        lte(subscriptions.nextPaymentDate, now),
      ),
    )
    .orderBy(asc(subscriptions.id));
  summary.plansDue = due.length;
  for (const { id } of due) {
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      let step: Step;
      try {
        step = await payInTransaction(deps.db, deps.gateway, (tx, payer) =>
          billOnce(tx, payer, id, now),
        );
      } catch {
        // One plan's failure does not stop the others; it stays due for the next run.
        summary.errors++;
        break;
      }
      if (step === 'not_due' || step === 'claimed_elsewhere') break;
      if (step === 'charged') summary.charged++;
      if (step === 'free_days') summary.freeDays++;
      if (step === 'expired') summary.expired++;
      if (step === 'failed') {
        summary.failed++;
        break; // retried on a later run, a day later
      }
      if (step === 'expired') break;
    }
  }
  const rewards = await advanceRewards(deps.db, now);
  summary.rewardsAvailable = rewards.available;
  summary.rewardsExpired = rewards.expired;
  return summary;
}
