import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { heldActors } from '../drivers/heldActors';
import * as model from '../models/referralMachine.model';

/** Referral Program in the real router and views (jsdom): the read, clipboard and sheet held. */
export const binding = heldActors(model, {
  actors: ['loadReferral', 'copyLink', 'shareLink'],
  url: REFERRAL_URL,
  pageOf: referralPage,
  wire: (held, path) => ({
    api: { getReferralInfo: held.loadReferral.handle },
    sharing: {
      copy: held.copyLink.handle,
      share: path.states[0]?.context.canShare ? held.shareLink.handle : null,
    },
  }),
});
