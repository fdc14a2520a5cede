import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ERROR } from '../../api/contract/errors';

/**
 * Re-subscribe refusals that trying again cannot mend: what stands in the way, and what to do
 * instead. Any other code is a failed payment, worded as spec §8 says.
 */
export const RESUBSCRIBE_REFUSALS: Partial<Record<string, MessageDescriptor>> = {
  // Spec §5's rule, as checkout words it.
  [ERROR.currencyLocked]: msg`The currency must match that of the active subscription.`,
  [ERROR.alreadySubscribed]: msg`You already have this plan.`,
  [ERROR.productUnavailable]: msg`This plan is no longer offered. Choose another on the pricing page.`,
  [ERROR.noPaymentMethod]: msg`This plan has no card to pay with. Use Buy again to pay with another card.`,
  [ERROR.expiredCard]: msg`The plan’s card has expired. Use Buy again to pay with another card.`,
  [ERROR.planNotCancelled]: msg`This plan is already active again.`,
};
