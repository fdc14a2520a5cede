import { addDays } from '../clock';
import type { Cycle } from './catalog';

/** Auto-applied to a referred user's first web order within a year of sign-up. */
export const REFERRAL_COUPON = 'REFERRAL';
/** The referral coupon is "worth up to USD 60" (spec §9), in minor units. */
export const REFERRAL_CAP_USD = 6000;
/** What the referral coupon takes off the first order, before the cap. */
export const REFERRAL_PERCENT = 50;

/** HKD 200 per referred first order, in minor units. */
export const REFERRAL_REWARD_HKD = 20000;
/** Cash payout needs a cumulative bonus above HKD 800 (spec §5). */
export const PAYOUT_THRESHOLD_HKD = 80000;

/** Spec §4: available at once for monthly, after 90 days for semi-annual, 180 for annual. */
const AVAILABILITY_DELAY_DAYS: Record<Cycle, number> = { 1: 0, 6: 90, 12: 180 };

/** Counted from the referred user's first paid charge (after any trial). */
export function referralAvailableDate(firstChargeAt: Date, cycle: Cycle): Date {
  return addDays(firstChargeAt, AVAILABILITY_DELAY_DAYS[cycle]);
}

/** Rewards stay usable for one year after they become available. */
export function referralExpiry(availableDate: Date): Date {
  return addDays(availableDate, 365);
}
