import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { subscriptions, userCurrencies, users } from './schema';

/**
 * Serialises everything that moves one user's money: pay, upgrade, re-subscribe, cancel,
 * frequency change, redeem, card changes, renewals. Held until the transaction ends; take it
 * before any plan row so every path locks in the same order (user, then plan) and none deadlock.
 * `NO KEY UPDATE` still lets other tables insert rows pointing at the user (sessions, keys).
 */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx
    .select({
      id: users.id,
      // Tells every copy of the server that this user's plans or payments may have changed, so
      // they drop what they cached of them (services/sessionCache.ts). PostgreSQL delivers a
      // NOTIFY only when its transaction commits, and costs no statement of its own here.
      told: sql`pg_notify(${CACHE_CHANNEL}, ${customerChanged(userId)})`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  lockedBy.get(tx)?.add(userId);
}

/** The channel on which copies of the server tell each other what to drop from their caches. */
export const CACHE_CHANNEL = 'sr_cache';

/** The message that a user's plans or payments may have changed. */
export const customerChanged = (userId: number) => `customer:${userId}`;

/** The users each watched transaction locked so far. */
const lockedBy = new WeakMap<object, Set<number>>();

/**
 * `db`, except that once a transaction commits, `committed` hears of every user it locked, at
 * once and in this process: every change to a user's plans or payments takes that lock, so a
 * copy's own cache is current before its answer leaves (other copies hear the NOTIFY a moment
 * later). A rolled-back transaction changed nothing and says nothing.
 */
export function watchLockedUsers(db: Db, committed: (userId: number) => void): Db {
  const watched = Object.create(db) as Db;
  watched.transaction = async (work, config) => {
    const locked = new Set<number>();
    const result = await db.transaction((tx) => {
      lockedBy.set(tx, locked);
      return work(tx);
    }, config);
    for (const userId of locked) committed(userId);
    return result;
  };
  return watched;
}

/**
 * Makes `currency` the user's live currency before a plan in it goes live. Refused by the
 * database (subscriptions_live_currency_fk) while another currency has a live plan; callers
 * check that first under `lockUser` and answer with the currency-lock error.
 */
export async function claimLiveCurrency(
  tx: DbOrTx,
  userId: number,
  currency: string,
): Promise<void> {
  await tx
    .insert(userCurrencies)
    .values({ userId, currency })
    .onConflictDoUpdate({
      target: userCurrencies.userId,
      set: { currency },
      setWhere: sql`${userCurrencies.currency} <> ${currency}`,
    });
}

/** Renewal runners on several servers: 'renewal' in pg_try_advisory_xact_lock's first key. */
export const RENEWAL_LOCK_CLASS = 0x5245_4e57;

/**
 * Claims one plan for this renewal transaction, or says another runner holds it (on this server
 * or another copy sharing the database). Never waits; released at commit or rollback.
 */
export async function claimPlanForRenewal(
  tx: DbOrTx,
  subscriptionId: number,
): Promise<{ claimed: boolean; userId: number } | null> {
  const [row] = await tx
    .select({
      userId: subscriptions.userId,
      claimed: sql<boolean>`pg_try_advisory_xact_lock(${RENEWAL_LOCK_CLASS}, ${subscriptions.id})`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}
