import type { Coupon, CouponStatus } from '../api/contract/promotion';

/**
 * What My Promo Codes knows about a code without asking anyone: pure rules its statechart and its
 * screen share (kept apart from the statechart so the screen loads no machine code).
 */
export type CodeFilter = 'all' | CouponStatus;
export const CODE_FILTERS: readonly CodeFilter[] = ['all', 'unused', 'redeemed', 'expired'];

/** A code that can be redeemed on a plan now (some are for checkout only). */
export const redeemable = (coupon: Coupon): boolean =>
  coupon.status === 'unused' && coupon.usage !== 'checkout' && !coupon.isReferral;

/** A code that can be used at checkout now (some can only be redeemed on a plan). */
export const usableAtCheckout = (coupon: Coupon): boolean =>
  coupon.status === 'unused' && coupon.usage !== 'redeem';

const DAY = 86_400_000;

/** The date a charge on `iso` moves to when a code adds `days` free days (spec §4). */
export const movedBy = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * DAY).toISOString();

/** Whole days from one date to another (a referral bonus's holding period: 0, 90 or 180). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** Whole days until a code expires (0 on its last day); null when it never does. */
export function daysLeft(coupon: Coupon, now: Date): number | null {
  if (!coupon.expireDate) return null;
  return Math.max(0, Math.floor((Date.parse(coupon.expireDate) - now.getTime()) / DAY));
}

/** The codes the filter keeps, unused ones expiring soonest first, then the newest. */
export function codesToShow(context: { coupons: Coupon[]; filter: CodeFilter }): Coupon[] {
  const kept = context.coupons.filter(
    (c) => context.filter === 'all' || c.status === context.filter,
  );
  const rank = (c: Coupon) => (c.status === 'unused' ? 0 : c.status === 'redeemed' ? 1 : 2);
  const expiry = (c: Coupon) => (c.expireDate ? Date.parse(c.expireDate) : Number.MAX_VALUE);
  return [...kept].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.status === 'unused' ? expiry(a) - expiry(b) : 0) ||
      Date.parse(b.createDate) - Date.parse(a.createDate),
  );
}
