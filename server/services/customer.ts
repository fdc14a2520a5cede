import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { subscriptions, users } from '../db/schema';

export const UNFINISHED = ['trial', 'active', 'past_due'] as const;

interface CurrencyLock {
  currency: Currency;
  reason: 'unfinished_subscription' | 'payment_history';
}

export interface CustomerState {
  userId: number;
  createdAt: Date;
  referredBy: number | null;
  subscriptions: (typeof subscriptions.$inferSelect)[];
  /** No plan ever: trials and new-user coupons apply. */
  isNewUser: boolean;
  /** Any checkout order on the web site (app-store plans do not count, spec §5). */
  hasWebOrder: boolean;
  currencyLock: CurrencyLock | null;
  highestRank: number;
}

/**
 * Spec §4: an unfinished subscription forces its currency on a new order; otherwise the currency
 * of the latest payment fixes it.
 */
function currencyLockOf(
  subs: { status: string; currency: string; createdAt: Date }[],
  lastPaidCurrency: string | null,
): CurrencyLock | null {
  const unfinished = subs
    .filter((s) => (UNFINISHED as readonly string[]).includes(s.status))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (unfinished)
    return { currency: unfinished.currency as Currency, reason: 'unfinished_subscription' };
  if (lastPaidCurrency)
    return { currency: lastPaidCurrency as Currency, reason: 'payment_history' };
  return null;
}

export async function loadCustomer(
  db: DbOrTx,
  userId: number,
  ranks: ReadonlyMap<string, number>,
): Promise<CustomerState> {
  // One round trip for the user and the currency of their latest payment: this runs on every
  // price list and preview.
  const [user] = await db
    .select({
      createdAt: users.createdAt,
      referredBy: users.referredBy,
      // Spelled out: inside a select, drizzle renders columns unqualified, and "id" would bind
      // to billing_records.
      lastPaidCurrency: sql<string | null>`(
        select br.currency from billing_records br
        where br.user_id = "users"."id" and br.status = 'paid'
        order by br.billed_at desc, br.id desc limit 1)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const lastPaid = user.lastPaidCurrency ? { currency: user.lastPaidCurrency } : undefined;
  const live = subs.filter((s) => (UNFINISHED as readonly string[]).includes(s.status));
  return {
    userId,
    createdAt: user.createdAt,
    referredBy: user.referredBy,
    subscriptions: subs,
    isNewUser: subs.length === 0,
    hasWebOrder: subs.some((s) => s.source === 'web'),
    currencyLock: currencyLockOf(subs, lastPaid?.currency ?? null),
    highestRank: Math.max(0, ...live.map((s) => ranks.get(s.productCode) ?? 0)),
  };
}
