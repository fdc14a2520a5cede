import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { type HeldActors, heldActors } from '../drivers/heldActors';
import { closeScreen } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/referralMachine.model';
import type { Binding } from '../runner';

const actors = heldActors('loadReferral', 'copyLink', 'shareLink');

/** Referral Program in the real router and views (jsdom): the read, clipboard and sheet held. */
export const binding: Binding<Seen & HeldActors> = {
  start: (path) =>
    actors.open(REFERRAL_URL, referralPage, (held) => ({
      api: { getReferralInfo: held.loadReferral.handle },
      sharing: {
        copy: held.copyLink.handle,
        share: path.states[0]?.context.canShare ? held.shareLink.handle : null,
      },
    })),
  events: { ...does, ...actors.steps },
  states: sees,
  stop: closeScreen,
};
