import { eq, sql } from 'drizzle-orm';
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

/**
 * One statement for the user, the currency of their latest payment, their plans and their promo
 * codes (and, paying, their contact and cards): it runs on every price list, preview and payment
 * (issue 15). Each subquery runs once, and the payment is one step down a partial index
 * (billing_records_last_paid_idx, same order), however long the user's history.
 */
function customerStatement(db: DbOrTx, withBuyer: boolean) {
  return db
    .select({
      createdAt: users.createdAt,
      referredBy: users.referredBy,
      // Spelled out: inside a select, drizzle renders columns unqualified, and "id" would bind
      // to billing_records.
      lastPaidCurrency: sql<string | null>`(
        select br.currency from billing_records br
        where br.user_id = "users"."id" and br.status = 'paid'
        order by br.billed_at desc nulls last, br.id desc nulls last limit 1)`,
      subscriptions: sql<Record<string, unknown>[] | null>`(
        select json_agg(s order by s.id) from subscriptions s where s.user_id = "users"."id")`,
      promoCodes: sql<Record<string, unknown>[] | null>`(
        select json_agg(c order by c.id) from user_promo_codes c where c.user_id = "users"."id")`,
      contact: withBuyer
        ? sql<Record<string, unknown> | null>`(
          select row_to_json(k) from contacts k where k.user_id = "users"."id")`
        : sql<null>`null`,
      cards: withBuyer
        ? sql<Record<string, unknown>[] | null>`(
          select json_agg(k order by k.id) from cards k
          where k.user_id = "users"."id" and k.deleted_at is null)`
        : sql<null>`null`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
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
