import type { Currency } from '../../src/api/contract/common';
import type { Broadcast } from '../db/client';
import { CACHE_CHANNEL, customerChanged } from '../db/locks';

export interface PriceListFacts {
  currency: Currency;
  isNewUser: boolean;
}

/** The channel on which copies of the server tell each other of sign-outs and changes. */
export const SESSION_CHANNEL = CACHE_CHANNEL;

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** What a session says of its user (http/types' SessionUser); the id is what evicts it. */
interface CachedUser {
  id: number;
}

interface Entry<U extends CachedUser> {
  user: U;
  /** The session's own expiry (ms); a cached session never outlives it. */
  expiresAt: number;
  cachedAt: number;
}

/**
 * What a copy of the server remembers of signed-in users between requests, so the hottest calls
 * cost no query (issue 15): sessions by token hash, and what each user's price list depends
 * on (currency lock, new subscriber). Signing out, a change to the user, a committed change to their plans or payments
 * and a reset evict at once, in this copy and, through a `Broadcast`, in every other; a minute's
 * TTL bounds anything else.
 */
export class SessionCache<U extends CachedUser> {
  private readonly entries = new Map<string, Entry<U>>();
  private readonly priceLists = new Map<number, { facts: PriceListFacts; cachedAt: number }>();
  /** Bumped by every eviction: a read that started before one must not store what it read. */
  private generation = 0;

  constructor(private readonly events?: Broadcast) {}

  /** Start hearing the other copies. */
  async listen(): Promise<void> {
    await this.events?.subscribe((message) => this.apply(message));
  }

  get(tokenHash: string, now: number): U | undefined {
    const hit = this.entries.get(tokenHash);
    if (!hit) return undefined;
    if (now - hit.cachedAt >= TTL_MS || hit.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return hit.user;
  }

  set(tokenHash: string, user: U, expiresAt: number, now: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tokenHash, { user, expiresAt, cachedAt: now });
  }

  /** After the session's row is deleted: from now on no copy answers from its cache. */
  revokeToken(tokenHash: string): Promise<void> {
    return this.announce(`token:${tokenHash}`);
  }

  /** After a cached field of the user changed (their language). */
  forgetUser(userId: number): Promise<void> {
    return this.announce(`user:${userId}`);
  }

  /**
   * What the user's price list depends on (their currency lock of spec §4, and whether they are
   * a new subscriber): cached, else `load`ed. Display only: preview and pay read both afresh
   * inside their transaction.
   */
  async priceListFacts(
    userId: number,
    now: number,
    load: () => Promise<PriceListFacts>,
  ): Promise<PriceListFacts> {
    const hit = this.priceLists.get(userId);
    if (hit && now - hit.cachedAt < TTL_MS) return hit.facts;
    const started = this.generation;
    const facts = await load();
    if (this.generation === started) {
      if (this.priceLists.size >= MAX_ENTRIES) this.priceLists.clear();
      this.priceLists.set(userId, { facts, cachedAt: now });
    }
    return facts;
  }

  /**
   * After a transaction that locked the user (db/locks.ts) committed, in this copy: their plans
   * or payments moved. Other copies hear it from the lock's own NOTIFY.
   */
  customerChangedHere(userId: number): void {
    this.apply(customerChanged(userId));
  }

  /** After the database was reset: ids are reused, so nothing cached may survive. */
  clearAll(): Promise<void> {
    return this.announce('all');
  }

  private async announce(message: string): Promise<void> {
    this.apply(message);
    await this.events?.publish(message);
  }

  private apply(message: string): void {
    this.generation += 1;
    if (message === 'all') {
      this.entries.clear();
      this.priceLists.clear();
      return;
    }
    if (message.startsWith('customer:')) {
      this.priceLists.delete(Number(message.slice('customer:'.length)));
      return;
    }
    if (message.startsWith('token:')) {
      this.entries.delete(message.slice('token:'.length));
      return;
    }
    const userId = Number(message.slice('user:'.length));
    this.priceLists.delete(userId);
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash);
  }
}
