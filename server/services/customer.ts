import { sql } from 'drizzle-orm';
import type { Currency } from '../../src/api/contract/common';
import type { DbOrTx } from '../db/client';
import { rowsFromJson } from '../db/jsonRows';
import { cards, contacts, subscriptions, userPromoCodes, users } from '../db/schema';

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
  /** With `withBuyer` (paying): the saved contact and the cards not deleted. */
  buyer: {
    contact: typeof contacts.$inferSelect | null;
    cards: (typeof cards.$inferSelect)[];
  } | null;
  /** Every promo code given to the user (whatever its state). */
  promoCodes: (typeof userPromoCodes.$inferSelect)[];
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

type Json = Record<string, unknown>;

/**
 * One statement for the user, the currency of their latest payment, their plans and their promo
 * codes (and, paying, their contact and cards): it runs on every price list, preview and payment
 * (issue 15). It calls the database function `customer_state` (migration 0007), whose queries
 * are planned once per connection: sent as text, the same query was planned on every call, two
 * thirds of its cost on the embedded database. Each subquery runs once, and the payment is one
 * step down a partial index (billing_records_last_paid_idx, same order), however long the user's
 * history.
 */
function customerStatement(db: DbOrTx, withBuyer: boolean) {
  return db
    .select({
      createdAt: sql<Date>`c.created_at`.mapWith(users.createdAt),
      referredBy: sql<number | null>`c.referred_by`,
      lastPaidCurrency: sql<string | null>`c.last_paid_currency`,
      subscriptions: sql<Json[] | null>`c.subscriptions`,
      promoCodes: sql<Json[] | null>`c.promo_codes`,
      contact: sql<Json | null>`c.contact`,
      cards: sql<Json[] | null>`c.cards`,
    })
    .from(sql`customer_state(${sql.placeholder('userId')}, ${sql.raw(String(withBuyer))}) c`)
    .prepare(withBuyer ? 'load_customer_buyer' : 'load_customer');
}

/** Built once per database handle (a transaction is a handle of its own) and kind. */
const statements = new WeakMap<DbOrTx, Map<boolean, ReturnType<typeof customerStatement>>>();

function preparedFor(db: DbOrTx, withBuyer: boolean) {
  const byKind = statements.get(db) ?? new Map();
  statements.set(db, byKind);
  const statement = byKind.get(withBuyer) ?? customerStatement(db, withBuyer);
  byKind.set(withBuyer, statement);
  return statement;
}

export async function loadCustomer(
  db: DbOrTx,
  userId: number,
  ranks: ReadonlyMap<string, number>,
  options: { withBuyer?: boolean } = {},
): Promise<CustomerState> {
  const [user] = await preparedFor(db, options.withBuyer ?? false).execute({ userId });
  if (!user) throw new Error(`user ${userId} not found`);
  const subs = rowsFromJson(subscriptions, user.subscriptions);
  const lastPaid = user.lastPaidCurrency ? { currency: user.lastPaidCurrency } : undefined;
  const live = subs.filter((s) => (UNFINISHED as readonly string[]).includes(s.status));
  return {
    userId,
    createdAt: user.createdAt,
    referredBy: user.referredBy,
    subscriptions: subs,
    promoCodes: rowsFromJson(userPromoCodes, user.promoCodes),
    buyer: options.withBuyer
      ? {
          contact: user.contact ? (rowsFromJson(contacts, [user.contact])[0] ?? null) : null,
          cards: rowsFromJson(cards, user.cards),
        }
      : null,
    isNewUser: subs.length === 0,
    hasWebOrder: subs.some((s) => s.source === 'web'),
    currencyLock: currencyLockOf(subs, lastPaid?.currency ?? null),
    highestRank: Math.max(0, ...live.map((s) => ranks.get(s.productCode) ?? 0)),
  };
}
