import { asc, eq, sql } from 'drizzle-orm';
import { addMonths } from '../clock';
import type { DbOrTx } from '../db/client';
import { billingRecords, invoices, subscriptions, users } from '../db/schema';
import { isCycle } from '../domain/catalog';
import { invoiceLine } from '../domain/invoiceLines';

/**
 * Every order of the account with this email, each with its billing records, and how many
 * charges actually took money: what browser tests assert on after a purchase.
 */
export async function ordersForEmail(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return { count: 0, orders: [], charges: 0 };
  const orders = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(asc(subscriptions.id));
  const records = await db
    .select()
    .from(billingRecords)
    .where(eq(billingRecords.userId, user.id))
    .orderBy(asc(billingRecords.id));
  return {
    count: orders.length,
    orders: orders.map((o) => ({
      ...o,
      billing: records.filter((r) => r.subscriptionId === o.id),
    })),
    charges: records.filter((r) => r.status === 'paid' && r.amountPaid > 0).length,
  };
}

/**
 * A long past for the first plan of the account with this email: `count` earlier monthly charges
 * on its card, each with an invoice, every seventh one refused by the bank (5001). For trying the billing history with hundreds of rows; written in two statements so 500
 * rows take milliseconds, not a request each.
 */
export async function addBillingPast(db: DbOrTx, email: string, count: number) {
  const sub = await firstPlanOf(db, email);
  if (!sub) return { added: 0 };
  const cycle = isCycle(sub.cycleMonths) ? sub.cycleMonths : 1;
  const [oldest] = await db
    .select({
      periodStart: billingRecords.periodStart,
      paymentMethod: billingRecords.paymentMethod,
    })
    .from(billingRecords)
    .where(eq(billingRecords.subscriptionId, sub.id))
    .orderBy(asc(billingRecords.periodStart))
    .limit(1);
  const before = oldest?.periodStart ?? sub.createdAt;
  const card = oldest?.paymentMethod ?? 'Visa •••• 4242';
  const price = 2900;
  const periods = Array.from({ length: count }, (_, i) => ({
    start: addMonths(before, -(i + 1) * sub.cycleMonths),
    end: addMonths(before, -i * sub.cycleMonths),
    refused: i % 7 === 3,
  }));
  const paid = periods.filter((p) => !p.refused);
  const made = await db
    .insert(invoices)
    .values(
      paid.map((p, i) => ({
        userId: sub.userId,
        number: `INV-${sub.id}-PAST${String(i + 1).padStart(4, '0')}`,
        billingFrom: p.start,
        billingTo: p.end,
        items: [invoiceLine.plan(sub.productCode, cycle, price)],
        adjustments: [],
        subtotal: price,
        tax: 0,
        total: price,
        currency: sub.currency,
        expiryDate: p.end,
        createdAt: p.start,
      })),
    )
    .returning({ id: invoices.id });
  const base = {
    subscriptionId: sub.id,
    userId: sub.userId,
    kind: 'renewal',
    productCode: sub.productCode,
    paymentMethod: card,
    currency: sub.currency,
    amount: price,
  };
  await db.insert(billingRecords).values(
    periods.map((p) => ({
      ...base,
      periodStart: p.start,
      periodEnd: p.end,
      billedAt: p.start,
      amountPaid: p.refused ? 0 : price,
      status: p.refused ? 'failed' : 'paid',
      errorCode: p.refused ? '5001' : null,
      invoiceId: p.refused ? null : (made[paid.indexOf(p)]?.id ?? null),
    })),
  );
  return { added: count };
}

const ENDED_PRODUCTS = ['HK_MOBILE', 'A_MOBILE', 'HK_ALL', 'A_ALL', 'COMBO'] as const;

/**
 * `count` ended plans (expired and cancelled in turn, a month apart, on the account's currency)
 * for the account with this email, so My Plan can be tried with many plans; ended, so none
 * collides with the one-live-plan-per-product rule.
 */
export async function addEndedPlans(db: DbOrTx, email: string, count: number, now: Date) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return { added: 0 };
  const [live] = await db
    .select({ currency: subscriptions.currency })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .limit(1);
  const rows = Array.from({ length: count }, (_, i) => {
    const started = addMonths(now, -(i + 2));
    const ended = addMonths(started, 1);
    const cancelled = i % 2 === 1;
    return {
      userId: user.id,
      productCode: ENDED_PRODUCTS[i % ENDED_PRODUCTS.length]!,
      cycleMonths: 1,
      currency: live?.currency ?? 'USD',
      status: cancelled ? 'cancelled' : 'expired',
      createdAt: started,
      currentPeriodStart: started,
      paidPeriods: 1,
      endedAt: ended,
      ...(cancelled ? { cancelledAt: ended } : {}),
    };
  });
  const made = await db.insert(subscriptions).values(rows).returning({ id: subscriptions.id });
  return { added: made.length };
}

/**
 * `count` paid renewals on the user's first plan, a day apart back from `now`, without invoices:
 * a long payment history in one statement, for measuring what history costs (bench, tests).
 */
export async function addPaidHistory(db: DbOrTx, email: string, count: number, now: Date) {
  const sub = await firstPlanOf(db, email);
  if (!sub) throw new Error(`${email} has no plan to add history to`);
  await db.execute(sql`
    insert into billing_records (subscription_id, user_id, kind, billed_at, period_start,
      period_end, product_code, payment_method, currency, amount, amount_paid, status, attempt)
    select ${sub.id}, ${sub.userId}, 'renewal', ${now.toISOString()}::timestamptz - g * interval '1 day',
      ${now.toISOString()}::timestamptz - g * interval '1 day',
      ${now.toISOString()}::timestamptz - (g - 1) * interval '1 day', ${sub.productCode},
      'Visa •••• 4242', ${sub.currency}, 100, 100, 'paid', 1000 + g
    from generate_series(1, ${count}::int) g`);
}

/** The user's oldest plan, where added history goes. */
async function firstPlanOf(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ sub: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(asc(subscriptions.id))
    .limit(1);
  return row?.sub;
}
