import { expect } from '@playwright/test';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reference server's business clock, moved through its test hook (/__test/clock) to let a
 * path reach a rule that needs time to pass (a coupon expiring, a day of a plan's period used).
 * Sessions are untouched. The hook is called from Node, not through the page's context: nothing of
 * it belongs in the page's network or trace.
 */
export class ServerClock {
  /** Where the clock was, and when, before this path first moved it. */
  private moved: { serverNow: number; at: number } | null = null;

  constructor(private readonly baseURL: string) {}

  get isMoved(): boolean {
    return this.moved !== null;
  }

  /** Moves the server's clock this far ahead of where it is now. */
  async forward(ms: number): Promise<void> {
    const response = await fetch(`${this.baseURL}/__test/clock`);
    const serverNow = Date.parse(((await response.json()) as { now: string }).now);
    this.moved ??= { serverNow, at: Date.now() };
    await this.set(serverNow + ms);
  }

  /** The server's clock back where it would be had it never moved. */
  async restore(): Promise<void> {
    if (!this.moved) return;
    const { serverNow, at } = this.moved;
    this.moved = null;
    await this.set(serverNow + (Date.now() - at));
  }

  private async set(now: number): Promise<void> {
    const response = await fetch(`${this.baseURL}/__test/clock`, {
      method: 'POST',
      headers: { origin: this.baseURL, 'content-type': 'application/json' },
      body: JSON.stringify({ now: new Date(now).toISOString() }),
    });
    expect(response.ok, 'the server clock moves').toBe(true);
  }
}
