import type { Clock } from '../../clock';

const MAX_TRACKED = 50_000;

/**
 * Failed sign-ins per account, so password guessing spread over many addresses (or proxies) still
 * stops after a few tries. Kept in this process: with several copies of the server, each copy
 * counts on its own (README: put a shared limit in the proxy when running many copies).
 */
export class AccountThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** True while the account has used up its failures in the current window. */
  isBlocked(account: string): boolean {
    const entry = this.current(account);
    return entry !== undefined && entry.count >= this.maxFailures;
  }

  recordFailure(account: string): void {
    const entry = this.current(account);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.failures.size >= MAX_TRACKED) this.prune();
    this.failures.set(account, { count: 1, windowStart: this.clock.now().getTime() });
  }

  recordSuccess(account: string): void {
    this.failures.delete(account);
  }

  private current(account: string) {
    const entry = this.failures.get(account);
    if (!entry) return undefined;
    if (this.clock.now().getTime() - entry.windowStart >= this.windowMs) {
      this.failures.delete(account);
      return undefined;
    }
    return entry;
  }

  private prune(): void {
    const now = this.clock.now().getTime();
    for (const [account, entry] of this.failures) {
      if (now - entry.windowStart >= this.windowMs) this.failures.delete(account);
    }
    // Still full of live entries (an attack over many names): forget the oldest half.
    if (this.failures.size >= MAX_TRACKED) {
      let drop = Math.floor(this.failures.size / 2);
      for (const account of this.failures.keys()) {
        if (drop-- <= 0) break;
        this.failures.delete(account);
      }
    }
  }
}
