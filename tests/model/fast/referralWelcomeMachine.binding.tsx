import { newAccount, priceList } from '../../factories/pricing';
import { REFERRED_OFFER_URL, referralWelcome } from '../../pages/referral';
import { type HeldActors, heldActors } from '../drivers/heldActors';
import { closeScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/referralWelcomeMachine.model';
import type { Binding } from '../runner';

const actors = heldActors('wasShown', 'markShown');

/** Offer selection for a referred user (jsdom): the browser's memory of the welcome held. */
export const binding: Binding<Seen & HeldActors> = {
  start: (path) =>
    actors.open(REFERRED_OFFER_URL, referralWelcome, (held) => ({
      api: {
        getPriceList: async () => priceList(),
        getMyPlans: async () => newAccount({ referralWelcome: path.states[0]?.context.offer }),
      },
      memory: { wasShown: held.wasShown.handle, markShown: held.markShown.handle },
    })),
  events: { ...does, ...actors.steps },
  states: sees,
  stop: closeScreen,
};
