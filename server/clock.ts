/**
 * Business time. Trials, bonus delays and renewals read the clock through this interface so tests
 * (and the /__test/clock hook) can move time without touching the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at a chosen instant and keeps running at real speed (or stands still when
 * frozen). Browser tests set it once and still get advancing timestamps.
 */
export class SettableClock implements Clock {
  private base: number;
  private setAt: number;
  private frozen: boolean;

  constructor(
    start?: Date,
    private readonly real: () => number = () => Date.now(),
  ) {
    this.base = start ? start.getTime() : real();
    this.setAt = real();
    this.frozen = false;
  }

  now(): Date {
    return new Date(this.frozen ? this.base : this.base + (this.real() - this.setAt));
  }

  set(to: Date, options: { frozen?: boolean } = {}): void {
    this.base = to.getTime();
    this.setAt = this.real();
    this.frozen = options.frozen ?? false;
  }

  advance(ms: number): void {
    this.base += ms;
  }
}

export function isSettable(clock: Clock): clock is SettableClock {
  return clock instanceof SettableClock;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Calendar months in UTC, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
