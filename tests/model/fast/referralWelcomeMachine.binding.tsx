import { newAccount, priceList } from '../../factories/pricing';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { heldActors } from '../drivers/heldActors';
import * as model from '../models/referralWelcomeMachine.model';

/** Offer selection for a referred user (jsdom): the browser's memory of the welcome held. */
export const binding = heldActors(model, {
  actors: ['wasShown', 'markShown'],
  url: REFERRED_OFFER_URL,
  pageOf: referralWelcome,
  wire: (held, path) => ({
    api: {
      getPriceList: async () => priceList(),
      getMyPlans: async () => newAccount({ referralWelcome: path.states[0]?.context.offer }),
    },
    memory: { wasShown: held.wasShown.handle, markShown: held.markShown.handle },
  }),
});
