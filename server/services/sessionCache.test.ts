// PGlite only: copies of the server joined by an in-memory channel, no database.
import { describe, expect, it } from 'vitest';
import type { Broadcast } from '../db/client';
import { type PriceListFacts, SessionCache } from './sessionCache';

const alice = { id: 1, email: 'a@x' };
const bob = { id: 2, email: 'b@x' };
const HOUR = 3_600_000;

/** Copies of the server joined by one in-memory channel, as NOTIFY joins them. */
function channel(): () => Broadcast {
  const listeners: ((message: string) => void)[] = [];
  return () => ({
    publish: async (message) => {
      for (const listener of listeners) listener(message);
    },
    subscribe: async (listener) => {
      listeners.push(listener);
    },
  });
}

describe('SessionCache', () => {
  it('answers until its minute is up or the session expires, whichever is first', () => {
    const cache = new SessionCache<typeof alice>();
    cache.set('t1', alice, 10 * HOUR, 0);
    cache.set('t2', bob, 30_000, 0);
    expect(cache.get('t1', 59_999)).toEqual(alice);
    expect(cache.get('t2', 29_999)).toEqual(bob);
    expect(cache.get('t2', 30_000)).toBeUndefined();
    expect(cache.get('t1', 60_000)).toBeUndefined();
  });

  it('signing out, a user change and a reset evict in every copy', async () => {
    const join = channel();
    const [a, b] = [new SessionCache<typeof alice>(join()), new SessionCache<typeof alice>(join())];
    await Promise.all([a.listen(), b.listen()]);
    for (const cache of [a, b]) {
      cache.set('alice-phone', alice, HOUR, 0);
      cache.set('alice-laptop', alice, HOUR, 0);
      cache.set('bob', bob, HOUR, 0);
    }
    await a.revokeToken('alice-phone');
    for (const cache of [a, b]) {
      expect(cache.get('alice-phone', 1)).toBeUndefined();
      expect(cache.get('alice-laptop', 1)).toEqual(alice);
    }
    await b.forgetUser(alice.id);
    for (const cache of [a, b]) {
      expect(cache.get('alice-laptop', 1)).toBeUndefined();
      expect(cache.get('bob', 1)).toEqual(bob);
    }
    await a.clearAll();
    expect(b.get('bob', 1)).toBeUndefined();
  });
});

describe('SessionCache: what a price list depends on', () => {
  const usd: PriceListFacts = { currency: 'USD', isNewUser: true };
  const hkd: PriceListFacts = { currency: 'HKD', isNewUser: false };

  it('is loaded once, then served until the customer changes', async () => {
    const cache = new SessionCache<typeof alice>();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return usd;
    };
    expect(await cache.priceListFacts(1, 0, load)).toEqual(usd);
    expect(await cache.priceListFacts(1, 1, load)).toEqual(usd);
    expect(loads).toBe(1);
    cache.customerChangedHere(1);
    await cache.priceListFacts(1, 2, load);
    expect(loads).toBe(2);
    await cache.priceListFacts(1, 60_002, load);
    expect(loads).toBe(3);
  });

  it('a read that began before a change does not store what it read', async () => {
    const cache = new SessionCache<typeof alice>();
    let finish: (facts: PriceListFacts) => void = () => {};
    const reading = cache.priceListFacts(1, 0, () => new Promise((r) => (finish = r)));
    cache.customerChangedHere(1);
    finish(usd);
    expect(await reading).toEqual(usd);
    expect(await cache.priceListFacts(1, 1, async () => hkd)).toEqual(hkd);
  });
});
