import type { Currency } from '../../src/api/contract/common';
import { normaliseCouponCode } from '../../src/api/contract/couponCode';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { InvalidCoupon } from '../../src/api/contract/orders';
import type { activities, promoCodes, userPromoCodes } from '../db/schema';
import { err, ok, type Result } from '../lib/result';
import { convert } from './catalog';

/** The fixed coupon code the activity check (pc/qc) hands out for eligible products (spec §9). */
export const LAUNCH_COUPON = 'LAUNCH20';

export type PromoRow = typeof promoCodes.$inferSelect;
export type AssignmentRow = typeof userPromoCodes.$inferSelect;
type ActivityRow = typeof activities.$inferSelect;

export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface CouponContext {
  now: Date;
  usage: 'checkout' | 'redeem';
  productCode: string;
  currency: Currency;
  /** Price of the whole cycle and of one month, in the order's currency (minor units). */
  cyclePrice: number;
  monthlyPrice: number;
  isNewUser: boolean;
  hasWebOrder: boolean;
  referredBy: number | null;
  userCreatedAt: Date;
  /** The user has already had a referral discount. */
  usedReferral: boolean;
  promos: ReadonlyMap<string, PromoRow>;
  assignments: ReadonlyMap<string, AssignmentRow>;
  activities: readonly ActivityRow[];
}

export interface AppliedCoupon {
  code: string;
  description: string;
  kind: string;
  /** Minor units off (capped at the cycle price); 0 for free-days codes. */
  amount: number;
  freeDays: number;
}

const invalid = (code: string, errorCode: string, message: string) =>
  err<InvalidCoupon>({ code, errorCode, message });

export function isExpired(
  promo: PromoRow,
  assignment: AssignmentRow | undefined,
  now: Date,
): boolean {
  const ends = [promo.expiresAt, assignment?.expiresAt].filter((d): d is Date => d instanceof Date);
  return ends.some((d) => d.getTime() <= now.getTime());
}

/** What a code is worth on this order, or null when it cannot apply (wrong currency/product). */
function discountOf(
  promo: PromoRow,
  ctx: CouponContext,
): { amount: number; freeDays: number } | null {
  const cap = (n: number) => Math.max(0, Math.min(ctx.cyclePrice, Math.round(n)));
  switch (promo.kind) {
    case 'fixed':
      if (promo.currency !== ctx.currency || promo.amount === null) return null;
      return { amount: cap(promo.amount), freeDays: 0 };
    case 'percent':
      if (promo.percent === null) return null;
      return { amount: cap((ctx.monthlyPrice * promo.percent) / 100), freeDays: 0 };
    case 'free_days':
      if (!promo.freeDays) return null;
      return { amount: 0, freeDays: promo.freeDays };
    case 'by_product': {
      const amount = promo.amountsByProduct?.[ctx.productCode]?.[ctx.currency];
      return amount === undefined ? null : { amount: cap(amount), freeDays: 0 };
    }
    case 'referral': {
      const share = (ctx.cyclePrice * (promo.percent ?? 0)) / 100;
      const limit =
        promo.amount === null
          ? share
          : convert(promo.amount, (promo.currency ?? 'USD') as Currency, ctx.currency);
      return { amount: cap(Math.min(share, limit)), freeDays: 0 };
    }
    default:
      return null;
  }
}

/**
 * Whether one code applies to this order, with spec §8's codes: 0062 unknown, 0063 invalid
 * (expired, used, not yours, wrong currency/product), 0068 new users only, 0069 referral once,
 * 0070 first order only, 0071 promotion not qualified.
 */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: one early return per spec §8 refusal, in the order the spec gives them
export function evaluateCoupon(
  rawCode: string,
  ctx: CouponContext,
): Result<AppliedCoupon, InvalidCoupon> {
  const code = normaliseCouponCode(rawCode);
  const promo = ctx.promos.get(code);
  if (!promo) return invalid(code, ERROR.couponUnknown, MESSAGES.couponUnknown);
  const assignment = ctx.assignments.get(code);
  if (promo.usage !== 'any' && promo.usage !== ctx.usage) {
    return invalid(code, ERROR.couponInvalid, MESSAGES.couponInvalid);
  }
  if (promo.validFrom.getTime() > ctx.now.getTime() || isExpired(promo, assignment, ctx.now)) {
    return invalid(code, ERROR.couponInvalid, MESSAGES.couponInvalid);
  }
  if (promo.isReferral) {
    const withinYear = ctx.now.getTime() - ctx.userCreatedAt.getTime() <= YEAR_MS;
    if (ctx.referredBy === null || !withinYear) {
      return invalid(code, ERROR.promotionNotQualified, MESSAGES.notQualified);
    }
    if (ctx.usedReferral)
      return invalid(code, ERROR.referralCouponUsed, MESSAGES.referralCouponUsed);
    if (ctx.hasWebOrder || ctx.usage !== 'checkout') {
      return invalid(code, ERROR.couponFirstOrderOnly, MESSAGES.firstOrderOnly);
    }
  } else {
    if (!promo.isPublic && !assignment)
      return invalid(code, ERROR.couponInvalid, MESSAGES.couponInvalid);
    if (assignment?.status === 'redeemed')
      return invalid(code, ERROR.couponInvalid, MESSAGES.couponInvalid);
  }
  if (promo.newUserOnly && !ctx.isNewUser) {
    return invalid(code, ERROR.couponNewUserOnly, MESSAGES.couponNewUserOnly);
  }
  const activity = ctx.activities.find((a) => a.couponCode === code);
  if (activity) {
    const running = activity.startsAt <= ctx.now && ctx.now < activity.endsAt;
    if (!running || !activity.productCodes.includes(ctx.productCode)) {
      return invalid(code, ERROR.promotionNotQualified, MESSAGES.notQualified);
    }
  }
  const value = discountOf(promo, ctx);
  if (!value) return invalid(code, ERROR.couponInvalid, MESSAGES.couponInvalid);
  return ok({ code, description: promo.description, kind: promo.kind, ...value });
}
