import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ERROR } from '../../api/contract/errors';
import { NETWORK_PROBLEM } from '../../api/contract/result';
import type { SubscriptionTime } from '../../api/contract/wire';
import type { CouponDraftProblem } from '../../machines/checkoutForm';
import type { PayBlocker } from '../../machines/checkoutMachine';

export { couponError } from '../common/couponMessages';

export const COUPON_DRAFT_PROBLEMS: Record<CouponDraftProblem, MessageDescriptor> = {
  blank: msg`Please enter a coupon code.`,
  malformed: msg`A coupon code has only letters, digits, - and _.`,
  duplicate: msg`This coupon is already applied.`,
  tooMany: msg`You can apply up to 10 coupons.`,
};

export const BLOCKERS: Record<PayBlocker, MessageDescriptor> = {
  invalidCoupons: msg`Please delete invalid coupons`,
  agreement: msg`Please check the Term Purchase Agreement first`,
};

/** Spec §8's payment failure sentence. */
export function paymentFailure(i18n: I18n, code: string): string {
  return i18n._(
    msg`The system is experiencing technical difficulties. Error Code ${code}. Please try again.`,
  );
}

const PREVIEW_PROBLEMS: Record<string, MessageDescriptor> = {
  [NETWORK_PROBLEM]: msg`The order summary could not be loaded. Please check your connection.`,
  [ERROR.currencyLocked]: msg`The currency must match that of the active subscription.`,
  [ERROR.alreadySubscribed]: msg`You already have this plan.`,
  [ERROR.productUnavailable]: msg`This plan is not available in this currency.`,
};

export function previewProblem(i18n: I18n, code: string): string {
  const known = PREVIEW_PROBLEMS[code];
  return known
    ? i18n._(known)
    : i18n._(msg`The order summary could not be loaded (Error Code ${code}).`);
}

export const CYCLE_NAMES: Record<SubscriptionTime, MessageDescriptor> = {
  1: msg`Monthly`,
  6: msg`Semi-annually`,
  12: msg`Annually`,
};
