import { eq } from 'drizzle-orm';
import type { PlanEventDetails, PlanEventKind } from '../../src/api/contract/planActivity';
import { addDays, addMonths } from '../clock';
import type { DbOrTx } from '../db/client';
import { claimLiveCurrency } from '../db/locks';
import {
  cards,
  contacts,
  promoCodes,
  redemptions,
  referralRewards,
  referralVisits,
  subscriptions,
  userPromoCodes,
  users,
} from '../db/schema';
import { type Cycle, listPrice, PRODUCTS } from '../domain/catalog';
import { invoiceLine } from '../domain/invoiceLines';
import { hashPassword } from '../lib/crypto';
import { cardLabel, recordBilling } from '../services/ledger';
import { recordPlanEvent } from '../services/planActivity';

export const DEMO_PASSWORD = 'demo1234';

let demoHash: Promise<string> | undefined;
/** Hashed once per process: resets in tests would otherwise spend most of their time in scrypt. */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

const product = (code: string) => {
  const p = PRODUCTS.find((x) => x.code === code);
  if (!p) throw new Error(`unknown product ${code}`);
  return p;
};

async function addUser(
  tx: DbOrTx,
  email: string,
  createdAt: Date,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const [row] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: await demoPasswordHash(),
      referralCode: email.split('@')[0]!.replace(/\W/g, '').toUpperCase().slice(0, 12),
      createdAt,
      ...extra,
    })
    .returning();
  return row!;
}

async function addCard(
  tx: DbOrTx,
  userId: number,
  brand: string,
  last4: string,
  holder: string,
  now: Date,
  extra: Partial<Pick<typeof cards.$inferInsert, 'expMonth' | 'expYear' | 'isDefault'>> = {},
) {
  const [row] = await tx
    .insert(cards)
    .values({
      userId,
      // Tokens in the sandbox gateway's format, so renewals can charge them.
      token: `tok_sandbox_ok_${userId.toString(16).padStart(8, '0')}${last4}0000`,
      brand,
      last4,
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      holder,
      isDefault: true,
      createdAt: now,
      ...extra,
    })
    .returning();
  return row!;
}

/**
 * A paid plan with its history: trial (if any), then one charge per elapsed cycle, each with an
 * invoice. The first paid month carries the product's first-month discount.
 */
async function addPaidPlan(
  tx: DbOrTx,
  opts: {
    userId: number;
    productCode: string;
    cycle: Cycle;
    currency: 'USD' | 'SGD' | 'HKD' | 'CNY';
    createdAt: Date;
    card: { id: number; brand: string; last4: string };
    paidPeriods: number;
    now: Date;
  },
) {
  const p = product(opts.productCode);
  const trialEnds = addDays(opts.createdAt, p.trialDays);
  const price = listPrice(p, opts.cycle, opts.currency);
  const periodAt = (n: number) => addMonths(trialEnds, n * opts.cycle);
  await claimLiveCurrency(tx, opts.userId, opts.currency);
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: opts.userId,
      productCode: p.code,
      cycleMonths: opts.cycle,
      currency: opts.currency,
      status: 'active',
      cardId: opts.card.id,
      createdAt: opts.createdAt,
      trialEndsAt: p.trialDays > 0 ? trialEnds : null,
      currentPeriodStart: periodAt(opts.paidPeriods - 1),
      nextPaymentDate: periodAt(opts.paidPeriods),
      paidPeriods: opts.paidPeriods,
    })
    .returning();
  const bought = { productCode: p.code, cycle: opts.cycle, currency: opts.currency };
  const card = { brand: opts.card.brand, last4: opts.card.last4 };
  const event = (kind: PlanEventKind, at: Date, details: PlanEventDetails) =>
    recordPlanEvent(tx, { subscriptionId: sub!.id, userId: opts.userId, kind, at, details });
  await event('bought', opts.createdAt, { ...bought, card });
  if (p.trialDays > 0) {
    await event('trialStarted', opts.createdAt, {
      ...bought,
      days: p.trialDays,
      date: trialEnds.toISOString(),
    });
    await recordBilling(tx, {
      subscriptionId: sub!.id,
      userId: opts.userId,
      kind: 'trial',
      billedAt: opts.createdAt,
      periodStart: opts.createdAt,
      periodEnd: trialEnds,
      productCode: p.code,
      paymentMethod: cardLabel(opts.card),
      currency: opts.currency,
      items: [invoiceLine.trial(p.code, opts.cycle, p.trialDays)],
      adjustments: [],
      status: 'free',
    });
  }
  for (let n = 0; n < opts.paidPeriods; n++) {
    const firstMonthOff =
      n === 0 && opts.cycle === 1 && p.firstMonthDiscountPercent > 0
        ? [
            invoiceLine.firstMonthDiscount(
              p.firstMonthDiscountPercent,
              Math.round((price * p.firstMonthDiscountPercent) / 100),
            ),
          ]
        : [];
    await recordBilling(tx, {
      subscriptionId: sub!.id,
      userId: opts.userId,
      kind: n === 0 ? 'initial' : 'renewal',
      billedAt: periodAt(n),
      periodStart: periodAt(n),
      periodEnd: periodAt(n + 1),
      productCode: p.code,
      paymentMethod: cardLabel(opts.card),
      currency: opts.currency,
      items: [invoiceLine.plan(p.code, opts.cycle, price)],
      adjustments: firstMonthOff,
      status: 'paid',
      gatewayChargeId: `ch_seed_${sub!.id}_${n}`,
    });
    const discount = firstMonthOff.reduce((sum, l) => sum + l.amount, 0);
    await event('charged', periodAt(n), {
      amount: price + discount,
      currency: opts.currency,
      card,
    });
  }
  return sub!;
}

/** The demo accounts listed in server/seed/README.md (password demo1234 for all). */
// biome-ignore lint/complexity/noExcessiveLinesPerFunction: the demo accounts are data, one block per account of seed/README.md
export async function seedDemo(tx: DbOrTx, now: Date): Promise<void> {
  const in180 = addDays(now, 180);
  await tx.insert(promoCodes).values([
    {
      code: 'SAVE10USD',
      kind: 'fixed',
      description: 'USD 10 off',
      amount: 1000,
      currency: 'USD',
      isPublic: true,
      usage: 'checkout',
      validFrom: addDays(now, -10),
      expiresAt: in180,
    },
    {
      code: 'GIFT5USD',
      kind: 'fixed',
      description: 'USD 5 off',
      amount: 500,
      currency: 'USD',
      usage: 'any',
      validFrom: addDays(now, -60),
      expiresAt: in180,
    },
    {
      code: 'GIFT40HKD',
      kind: 'fixed',
      description: 'HKD 40 off',
      amount: 4000,
      currency: 'HKD',
      usage: 'any',
      validFrom: addDays(now, -60),
      expiresAt: in180,
    },
    {
      code: 'GIFT20PCT',
      kind: 'percent',
      description: '20% of the monthly price off',
      percent: 20,
      usage: 'any',
      validFrom: addDays(now, -60),
      expiresAt: in180,
    },
    {
      code: 'GIFT14DAYS',
      kind: 'free_days',
      description: '14 free days',
      freeDays: 14,
      usage: 'redeem',
      validFrom: addDays(now, -60),
      expiresAt: in180,
    },
    {
      code: 'GIFTPRODUCT',
      kind: 'by_product',
      description: 'Amount off depending on the product',
      amountsByProduct: {
        COMBO: { USD: 1500, SGD: 2000, HKD: 12000, CNY: 11000 },
        HK_ALL: { USD: 800, SGD: 1100, HKD: 6000, CNY: 6000 },
        A_ALL: { USD: 800, SGD: 1100, HKD: 6000, CNY: 6000 },
        HK_MOBILE: { USD: 400, SGD: 500, HKD: 3000, CNY: 3000 },
        A_MOBILE: { USD: 400, SGD: 500, HKD: 3000, CNY: 3000 },
      },
      usage: 'any',
      validFrom: addDays(now, -60),
      expiresAt: in180,
    },
    {
      code: 'GIFTOLD',
      kind: 'fixed',
      description: 'USD 5 off (expired)',
      amount: 500,
      currency: 'USD',
      usage: 'any',
      validFrom: addDays(now, -200),
      expiresAt: addDays(now, -10),
    },
    {
      code: 'NEWUSER15',
      kind: 'percent',
      description: '15% off the first month, new users only',
      percent: 15,
      newUserOnly: true,
      usage: 'checkout',
      validFrom: addDays(now, -60),
      expiresAt: addDays(now, 90),
    },
  ]);

  const assign = (userId: number, code: string, status: 'unused' | 'redeemed', assignedAt: Date) =>
    tx.insert(userPromoCodes).values({
      userId,
      code,
      status,
      assignedAt,
      redeemedAt: status === 'redeemed' ? addDays(assignedAt, 1) : null,
    });

  // new@: nothing bought yet.
  const fresh = await addUser(tx, 'new@demo.test', addDays(now, -1));
  await assign(fresh.id, 'NEWUSER15', 'unused', addDays(now, -1));
  await assign(fresh.id, 'GIFT5USD', 'unused', addDays(now, -1));

  // trial@: HKEx All-Platform monthly, day 3 of a 7-day trial, inside the free-cancel window.
  const trial = await addUser(tx, 'trial@demo.test', addDays(now, -3));
  const trialCard = await addCard(tx, trial.id, 'Visa', '4242', 'Tina Trial', addDays(now, -2));
  const trialStart = addDays(now, -2);
  const trialEnds = addDays(trialStart, product('HK_ALL').trialDays);
  await claimLiveCurrency(tx, trial.id, 'USD');
  const [trialSub] = await tx
    .insert(subscriptions)
    .values({
      userId: trial.id,
      productCode: 'HK_ALL',
      cycleMonths: 1,
      currency: 'USD',
      status: 'trial',
      cardId: trialCard.id,
      createdAt: trialStart,
      trialEndsAt: trialEnds,
      freeCancelUntil: trialEnds,
      currentPeriodStart: trialStart,
      nextPaymentDate: trialEnds,
      firstMonthDiscountPercent: product('HK_ALL').firstMonthDiscountPercent,
      // The first charge after the trial gets the first-month discount (30% of USD 29).
      firstChargeDiscount: 870,
      firstChargeCoupon: JSON.stringify([invoiceLine.firstMonthDiscount(30, 870)]),
    })
    .returning();
  await recordBilling(tx, {
    subscriptionId: trialSub!.id,
    userId: trial.id,
    kind: 'trial',
    billedAt: trialStart,
    periodStart: trialStart,
    periodEnd: trialEnds,
    productCode: 'HK_ALL',
    paymentMethod: cardLabel(trialCard),
    currency: 'USD',
    items: [invoiceLine.trial('HK_ALL', 1, 7)],
    adjustments: [],
    status: 'free',
  });
  const trialBought = { productCode: 'HK_ALL', cycle: 1, currency: 'USD' } as const;
  const trialEvent = { subscriptionId: trialSub!.id, userId: trial.id, at: trialStart };
  await recordPlanEvent(tx, {
    ...trialEvent,
    kind: 'bought',
    details: {
      ...trialBought,
      amount: 0,
      card: { brand: trialCard.brand, last4: trialCard.last4 },
    },
  });
  await recordPlanEvent(tx, {
    ...trialEvent,
    kind: 'trialStarted',
    details: { ...trialBought, days: 7, date: trialEnds.toISOString(), amount: 2030 },
  });
  await assign(trial.id, 'GIFT20PCT', 'unused', addDays(now, -2));

  // active@: HKEx All-Platform monthly in USD, three paid months, saved Visa 4242.
  const active = await addUser(tx, 'active@demo.test', addDays(now, -80), {
    mobileNumber: '+852 5555 0101',
  });
  const activeCard = await addCard(tx, active.id, 'Visa', '4242', 'Alex Active', addDays(now, -75));
  await addPaidPlan(tx, {
    userId: active.id,
    productCode: 'HK_ALL',
    cycle: 1,
    currency: 'USD',
    createdAt: addDays(now, -75),
    card: activeCard,
    paidPeriods: 3,
    now,
  });
  await tx.insert(contacts).values({
    userId: active.id,
    firstName: 'Alex',
    lastName: 'Active',
    billingEmail: 'active@demo.test',
    phone: '+852 5555 0101',
    saveAsContact: true,
    updatedAt: addDays(now, -75),
  });
  for (const code of [
    'GIFT5USD',
    'GIFT20PCT',
    'GIFT14DAYS',
    'GIFTPRODUCT',
    'GIFTOLD',
    'NEWUSER15',
  ]) {
    await assign(active.id, code, 'unused', addDays(now, -20));
  }

  // cancelled@: A-Shares All-Platform monthly in HKD, paid twice, cancelled five days ago.
  const cancelled = await addUser(tx, 'cancelled@demo.test', addDays(now, -70));
  const cancelledCard = await addCard(
    tx,
    cancelled.id,
    'Visa',
    '4242',
    'Casey Cancelled',
    addDays(now, -68),
  );
  const cancelledSub = await addPaidPlan(tx, {
    userId: cancelled.id,
    productCode: 'A_ALL',
    cycle: 1,
    currency: 'HKD',
    createdAt: addDays(now, -68),
    card: cancelledCard,
    paidPeriods: 2,
    now,
  });
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: addDays(now, -5),
      endedAt: addDays(now, -5),
      nextPaymentDate: null,
    })
    .where(eq(subscriptions.id, cancelledSub.id));
  await recordPlanEvent(tx, {
    subscriptionId: cancelledSub.id,
    userId: cancelled.id,
    kind: 'cancelled',
    at: addDays(now, -5),
    details: { reason: 'not_using' },
  });
  await assign(cancelled.id, 'GIFT40HKD', 'unused', addDays(now, -30));

  // referrer@: Combo Premium annual in USD (highest permission), referral link with visits,
  // rewards in every status, and a redeem schedule where only the latest code is effective.
  const referrer = await addUser(tx, 'referrer@demo.test', addDays(now, -400), {
    referralCode: 'DEMOREF1',
    mobileNumber: '+65 8123 4567',
  });
  const referrerCard = await addCard(
    tx,
    referrer.id,
    'Mastercard',
    '4444',
    'Riley Referrer',
    addDays(now, -214),
  );
  const referrerSub = await addPaidPlan(tx, {
    userId: referrer.id,
    productCode: 'COMBO',
    cycle: 12,
    currency: 'USD',
    createdAt: addDays(now, -214),
    card: referrerCard,
    paidPeriods: 1,
    now,
  });
  for (const [code, status] of [
    ['GIFT14DAYS', 'redeemed'],
    ['GIFT5USD', 'redeemed'],
    ['GIFTPRODUCT', 'redeemed'],
    ['GIFT20PCT', 'unused'],
    ['GIFTOLD', 'unused'],
  ] as const) {
    await assign(referrer.id, code, status, addDays(now, -30));
  }
  const next = referrerSub.nextPaymentDate!;
  await tx.insert(redemptions).values([
    {
      userId: referrer.id,
      subscriptionId: referrerSub.id,
      code: 'GIFT14DAYS',
      createdAt: addDays(now, -200),
      billingDate: addDays(now, -200),
      discountAmount: 0,
      freeDays: 14,
      currency: 'USD',
      status: 'applied',
      appliedAt: addDays(now, -200),
    },
    {
      userId: referrer.id,
      subscriptionId: referrerSub.id,
      code: 'GIFT5USD',
      createdAt: addDays(now, -20),
      billingDate: next,
      discountAmount: 500,
      freeDays: 0,
      currency: 'USD',
      status: 'scheduled',
    },
    {
      userId: referrer.id,
      subscriptionId: referrerSub.id,
      code: 'GIFTPRODUCT',
      createdAt: addDays(now, -3),
      billingDate: next,
      discountAmount: 1500,
      freeDays: 0,
      currency: 'USD',
      status: 'scheduled',
    },
  ]);
  await tx.insert(referralVisits).values(
    Array.from({ length: 12 }, (_, i) => ({
      referrerId: referrer.id,
      visitorKey: `seed-visitor-${i + 1}`,
      visitedAt: addDays(now, -(i * 9 + 1)),
    })),
  );
  const friends: (typeof users.$inferSelect)[] = [];
  for (let i = 1; i <= 7; i++) {
    friends.push(
      await addUser(tx, `friend${i}@demo.test`, addDays(now, -(30 + i * 80)), {
        referredBy: referrer.id,
      }),
    );
  }
  const reward = (
    i: number,
    code: string,
    status: string,
    created: number,
    available: number | null,
    extra: Partial<typeof referralRewards.$inferInsert> = {},
  ) => ({
    code,
    referrerId: referrer.id,
    referredUserId: friends[i]!.id,
    referralAccount: friends[i]!.email,
    currency: 'HKD',
    amount: 20000,
    createdAt: addDays(now, created),
    availableDate: available === null ? null : addDays(now, available),
    expiresAt: available === null ? null : addDays(now, available + 365),
    status,
    ...extra,
  });
  await tx.insert(referralRewards).values([
    reward(0, 'RBDEMOPEND', 'pending', -30, 60),
    reward(1, 'RBDEMOAVL1', 'available', -40, -40),
    reward(2, 'RBDEMOAVL2', 'available', -200, -20),
    reward(3, 'RBDEMORDMD', 'redeemed', -150, -150, { redeemedBy: `Order ${referrerSub.id}` }),
    reward(4, 'RBDEMOPAID', 'payout', -300, -120, {
      amount: 50000,
      redeemedBy: 'Customer service',
    }),
    reward(5, 'RBDEMOINVL', 'invalid', -90, null),
    reward(6, 'RBDEMOEXPD', 'expired', -600, -500),
  ]);
  await seedCardWallet(tx, now);
}

/**
 * cards@: eleven saved cards (more than one page of ten) and an annual HKEx Mobile plan paid by a
 * Mastercard that runs out next month, long before the plan's next charge (card health).
 */
async function seedCardWallet(tx: DbOrTx, now: Date) {
  const owner = await addUser(tx, 'cards@demo.test', addDays(now, -60));
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const expiring = await addCard(
    tx,
    owner.id,
    'Mastercard',
    '4444',
    'Casey Cards',
    addDays(now, -58),
    {
      expMonth: nextMonth.getUTCMonth() + 1,
      expYear: nextMonth.getUTCFullYear(),
    },
  );
  for (let i = 1; i <= 10; i++) {
    const last4 = String(1000 + i);
    await addCard(tx, owner.id, 'Visa', last4, 'Casey Cards', addDays(now, -50 + i), {
      isDefault: false,
    });
  }
  await addPaidPlan(tx, {
    userId: owner.id,
    productCode: 'HK_MOBILE',
    cycle: 12,
    currency: 'HKD',
    createdAt: addDays(now, -58),
    card: expiring,
    paidPeriods: 1,
    now,
  });
}
