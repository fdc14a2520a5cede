import { aRedeemablePlan, aRedeemSchedule, REFERRER_PLAN } from '../../factories/promotion';
import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { heldActors } from '../drivers/heldActors';
import * as model from '../models/referralMachine.model';

const plans = aRedeemSchedule({ subscriptions: [aRedeemablePlan(REFERRER_PLAN)] });

/** Referral Program (jsdom): the read, clipboard and sheet held; a bonus redeemed at once. */
export const binding = heldActors(model, {
  actors: ['loadReferral', 'copyLink', 'shareLink'],
  url: REFERRAL_URL,
  pageOf: referralPage,
  wire: (held, path) => ({
    api: {
      getReferralInfo: held.loadReferral.handle,
      getRedeemSchedule: async () => plans,
      redeemCoupon: async () => ({ ok: true, value: model.REDEEMED }),
    },
    sharing: {
      copy: held.copyLink.handle,
      share: path.states[0]?.context.canShare ? held.shareLink.handle : null,
    },
  }),
});
