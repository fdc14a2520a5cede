import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { billingRecords, subscriptions, users } from '../db/schema';

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
