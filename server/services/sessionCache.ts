import type { Broadcast } from '../db/client';

/** The channel on which copies of the server tell each other of sign-outs. */
export const SESSION_CHANNEL = 'sr_sessions';

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
 * Signed-in sessions by token hash, so an API call costs no session query (issue 15). Signing
 * out, a reset and a change to a user's cached fields evict at once, in this copy and, through
 * a `Broadcast`, in every other; a minute's TTL bounds anything else.
 */
export class SessionCache<U extends CachedUser> {
  private readonly entries = new Map<string, Entry<U>>();

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

  /** After the database was reset: ids are reused, so nothing cached may survive. */
  clearAll(): Promise<void> {
    return this.announce('all');
  }

  private async announce(message: string): Promise<void> {
    this.apply(message);
    await this.events?.publish(message);
  }

  private apply(message: string): void {
    if (message === 'all') {
      this.entries.clear();
      return;
    }
    if (message.startsWith('token:')) {
      this.entries.delete(message.slice('token:'.length));
      return;
    }
    const userId = Number(message.slice('user:'.length));
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash);
  }
}
