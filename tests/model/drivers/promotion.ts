import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import type { Wallet } from '../../../src/machines/promoCodesMachine';
import { accountWith, myPlan, newAccount } from '../../factories/pricing';
import { MY_CODES_URL, promoCodesPage, SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { openScreen } from './heldApi';

/**
 * The promo-code screens in jsdom, where two machines share each: My Promo Codes (the list, and the
 * redeem dialog over it) and Redeem Schedule (the schedule, and each row's delete confirmation).
 */

/** My Promo Codes, with its reads, the dialog's read of the plans and the redeem held; `wallet` listed. */
export async function openMyCodes(wallet?: Wallet) {
  const screen = await openScreen(
    MY_CODES_URL,
    promoCodesPage,
    'getAllCoupons',
    'getMyPlans',
    'getRedeemSchedule',
    'redeemCoupon',
  );
  if (wallet) await answerWallet(screen, wallet);
  return screen;
}
export type MyCodes = Awaited<ReturnType<typeof openMyCodes>>;

/** The server lists the wallet: its codes, and the investor's HKEx All-Platform plan or none. */
export async function answerWallet({ api }: MyCodes, { coupons, plans }: Wallet) {
  const plan = plans[0];
  await api.calls.getAllCoupons.answer(coupons);
  await api.calls.getMyPlans.answer(
    plan
      ? accountWith(myPlan('HK_ALL', { ...plan, currency: 'USD' }))
      : newAccount({ isNewUser: false }),
  );
}

/**
 * Redeem Schedule, with its read and the delete held; `rows` listed; `deleted`: the delete's
 * answer, given at once (for a path that does not hold the delete).
 */
export async function openSchedule(rows?: ScheduledRedemption[], deleted?: unknown) {
  const screen = await openScreen(
    SCHEDULE_URL,
    schedulePage,
    'getRedeemSchedule',
    'deleteRedemption',
  );
  if (rows) await answerSchedule(screen, rows);
  if (deleted) screen.api.calls.deleteRedemption.answersAtOnce(deleted);
  return screen;
}
export type Schedule = Awaited<ReturnType<typeof openSchedule>>;

/** The server lists these rows on the schedule. */
export const answerSchedule = ({ api }: Schedule, rows: ScheduledRedemption[]) =>
  api.calls.getRedeemSchedule.answer({ applyingSubscriptions: rows, subscriptions: [] });
