import { randomBytes } from 'node:crypto';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { PlaceOrderRequest } from '../../src/api/contract/orders';
import { addDays } from '../clock';
import type { Tx } from '../db/client';
import { claimLiveCurrency, lockUser } from '../db/locks';
import { contacts, referralRewards, subscriptions } from '../db/schema';
import { CYCLE_NAMES, REWARD_CURRENCY } from '../domain/catalog';
import { invoiceLine } from '../domain/invoiceLines';
import { REFERRAL_REWARD_HKD, referralAvailableDate, referralExpiry } from '../domain/referral';
import { ApiError } from '../http/errors';
import type { AppDeps, SessionUser } from '../http/types';
import type { Payer } from '../payments/payer';
import { type CardRow, saveCard, usableCard } from './cards';
import { previewOrder } from './checkout';
import type { Outcome } from './idempotency';
import { cardLabel, contactBuyer, recordBilling, savedBuyer } from './ledger';
import { paymentFailure } from './paymentFailure';
import { type PlanEventInput, recordPlanEvents } from './planActivity';
import { spendCode } from './spendCode';

/** What identifies "the same request" for the idempotency key: never the PAN or CVV. */
export function placeOrderFingerprint(body: PlaceOrderRequest) {
  const { card, idempotencyKey: _k, agreement: _a, ...rest } = body;
  return {
    ...rest,
    card: card
      ? { last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear }
      : null,
  };
}

/**
 * pc/pc inside the idempotency transaction: re-price on the server, take the payment, then write
 * plan, card, billing line, coupon use and referral reward together.
 */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: pricing, charge and writes share one transaction and one refund path; split later with care
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: pricing, charge and writes share one transaction and one refund path; split later with care
export async function placeOrder(
  tx: Tx,
  deps: AppDeps,
  payer: Payer,
  user: SessionUser,
  body: PlaceOrderRequest,
): Promise<Outcome> {
  const now = deps.clock.now();
  // Under the user lock, the "already has this plan", currency-lock and coupon checks below see
  // every other order of this user committed or not started: concurrent pays queue here.
  await lockUser(tx, user.id);
  const { priced, customer, usedCodes } = await previewOrder(tx, user.id, body, now, {
    withBuyer: true,
  });
  const buyer = customer.buyer ?? { contact: null, cards: [] };
  if (priced.invalidCoupons.length > 0) {
    throw new ApiError(400, ERROR.invalidCouponsPresent, MESSAGES.deleteInvalidCoupons, {
      invalidCoupons: priced.invalidCoupons,
    });
  }

  let existingCard: CardRow | null = null;
  if (body.cardId !== undefined) existingCard = usableCard(buyer.cards, body.cardId);
  else if (!body.card)
    throw new ApiError(400, ERROR.noPaymentMethod, 'Please add a payment method');

  let token = existingCard?.token;
  let newCard = null;
  if (!existingCard && body.card) {
    const tokenised = await deps.gateway.tokenize(body.card, now);
    if (!tokenised.ok) return paymentFailure(tokenised.error);
    newCard = tokenised.value;
    token = newCard.token;
  }
  if (!token) throw new ApiError(400, ERROR.noPaymentMethod, 'Please add a payment method');

  let chargeId: string | null = null;
  if (priced.dueToday > 0) {
    const charge = await payer.charge({
      token,
      amount: priced.dueToday,
      currency: body.currency,
      idempotencyKey: `pc:${user.id}:${body.idempotencyKey}`,
      description: `${priced.productName} (${CYCLE_NAMES[body.subscriptionTime]})`,
    });
    if (!charge.ok) return paymentFailure(charge.error);
    chargeId = charge.value.id;
  }

  const card =
    existingCard ??
    (newCard
      ? await saveCard(tx, user.id, newCard, {
          listed: body.saveCard,
          makeDefault: false,
          now,
          userLocked: { existingDefault: buyer.cards.find((c) => c.isDefault) },
        })
      : null);
  if (!card) throw new ApiError(400, ERROR.noPaymentMethod, 'Please add a payment method');

  const chargeNow = priced.delayDays === 0;
  await claimLiveCurrency(tx, user.id, body.currency);
  const firstChargeAt = addDays(now, priced.delayDays);
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: user.id,
      productCode: body.productCode,
      cycleMonths: body.subscriptionTime,
      currency: body.currency,
      status: chargeNow ? 'active' : 'trial',
      source: 'web',
      cardId: card.id,
      createdAt: now,
      trialEndsAt: chargeNow ? null : firstChargeAt,
      freeCancelUntil:
        priced.trialDays > 0
          ? new Date(
              Math.min(
                addDays(now, deps.config.freeCancelDays).getTime(),
                addDays(now, priced.trialDays).getTime(),
              ),
            )
          : null,
      currentPeriodStart: now,
      nextPaymentDate: new Date(priced.nextBillingDate),
      firstChargeDiscount: chargeNow ? 0 : priced.firstChargeDiscount,
      firstChargeCoupon: chargeNow ? null : JSON.stringify(priced.firstChargeLines),
      firstMonthDiscountPercent: priced.firstMonthDiscountPercent,
      paidPeriods: chargeNow ? 1 : 0,
      couponCodes: usedCodes,
    })
    .returning();
  if (!sub) throw new Error('subscription insert returned nothing');

  const savedContact = body.contact?.saveAsContact
    ? await saveContact(tx, user.id, body.contact, now)
    : buyer.contact;
  const cycle = body.subscriptionTime;
  const free = [
    ...(priced.trialDays > 0 ? [invoiceLine.trial(body.productCode, cycle, priced.trialDays)] : []),
    ...(priced.freeDays > 0
      ? [
          invoiceLine.freeDays(
            body.productCode,
            cycle,
            priced.freeDays,
            priced.effectiveCoupon ?? undefined,
          ),
        ]
      : []),
  ];
  await recordBilling(tx, {
    subscriptionId: sub.id,
    userId: user.id,
    kind: chargeNow ? 'initial' : 'trial',
    billedAt: now,
    periodStart: now,
    periodEnd: chargeNow ? new Date(priced.nextBillingDate) : firstChargeAt,
    productCode: body.productCode,
    paymentMethod: cardLabel(card),
    currency: body.currency,
    items: chargeNow ? [invoiceLine.plan(body.productCode, cycle, priced.subtotal)] : free,
    adjustments: chargeNow ? priced.firstChargeLines : [],
    status: chargeNow ? 'paid' : 'free',
    gatewayChargeId: chargeId,
    // The contact given at checkout is the buyer of this order, saved as the contact or not.
    buyer: body.contact ? contactBuyer(body.contact) : savedBuyer(savedContact, user.email),
  });
  const bought = { productCode: body.productCode, cycle, currency: body.currency };
  const events: PlanEventInput[] = [];
  events.push({
    subscriptionId: sub.id,
    userId: user.id,
    kind: 'bought',
    at: now,
    details: {
      ...bought,
      amount: priced.dueToday,
      card: { brand: card.brand, last4: card.last4 },
      ...(priced.effectiveCoupon ? { code: priced.effectiveCoupon } : {}),
    },
  });
  if (!chargeNow) {
    events.push({
      subscriptionId: sub.id,
      userId: user.id,
      kind: 'trialStarted',
      at: now,
      details: {
        ...bought,
        days: priced.delayDays,
        date: firstChargeAt.toISOString(),
        amount: priced.nextBillingAmount,
      },
    });
  }

  await recordPlanEvents(tx, events);

  for (const code of usedCodes) await spendCode(tx, user.id, code, now);

  // The referrer earns a bonus for a referred user's first web order (spec §4).
  if (customer.referredBy !== null && !customer.hasWebOrder) {
    const available = referralAvailableDate(firstChargeAt, body.subscriptionTime);
    await tx
      .insert(referralRewards)
      .values({
        code: `RB${randomBytes(5).toString('hex').toUpperCase()}`,
        referrerId: customer.referredBy,
        referredUserId: user.id,
        referralAccount: user.email,
        subscriptionId: sub.id,
        currency: REWARD_CURRENCY,
        amount: REFERRAL_REWARD_HKD,
        createdAt: now,
        availableDate: available,
        expiresAt: referralExpiry(available),
        status: 'pending',
      })
      .onConflictDoNothing();
  }

  return {
    statusCode: 200,
    body: {
      errorCode: '0',
      orderId: sub.id,
      status: sub.status,
      currency: body.currency,
      amountPaid: priced.dueToday,
      nextBillingDate: priced.nextBillingDate,
      receiptEmail: body.contact?.billingEmail ?? savedContact?.billingEmail ?? user.email,
    },
  };
}

/** The checkout's contact, kept as the saved one because the buyer asked. */
async function saveContact(
  tx: Tx,
  userId: number,
  contact: NonNullable<PlaceOrderRequest['contact']>,
  now: Date,
): Promise<typeof contacts.$inferSelect | undefined> {
  const values = { ...contact, updatedAt: now };
  const [saved] = await tx
    .insert(contacts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: contacts.userId, set: values })
    .returning();
  return saved;
}
