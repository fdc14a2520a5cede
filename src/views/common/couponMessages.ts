import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ERROR } from '../../api/contract/errors';

/** Spec §8's coupon messages, by the server's code. */
const COUPON_ERRORS: Record<string, MessageDescriptor> = {
  [ERROR.couponUnknown]: msg`invalid coupon!`,
  [ERROR.couponInvalid]: msg`Coupon is invalid`,
  [ERROR.couponNewUserOnly]: msg`Coupon only for new user`,
  [ERROR.referralCouponUsed]: msg`Referral coupon can only be used once`,
  [ERROR.couponFirstOrderOnly]: msg`Offer only valid for your first order!`,
  [ERROR.promotionNotQualified]: msg`you do not qualify for the promotion`,
};

/** "Error Code 0068: Coupon only for new user"; a code we do not know shows the server's words. */
export function couponError(i18n: I18n, error: { errorCode: string; message: string }): string {
  const known = COUPON_ERRORS[error.errorCode];
  const code = error.errorCode;
  const text = known ? i18n._(known) : error.message;
  return i18n._(msg`Error Code ${code}: ${text}`);
}
