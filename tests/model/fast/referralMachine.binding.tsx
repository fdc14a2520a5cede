import { jsdomPerson } from '../../pages/jsdomPerson';
import { REFERRAL_URL, referralPage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { closeScreen, type HeldApi, HeldCall, holdApi } from '../drivers/heldApi';
import { does, infoIn, read, type Seen, sees, startTruth } from '../models/referralMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getReferralInfo'>; copy: HeldCall; share: HeldCall };

/** Referral Program in the real router and views (jsdom): the read, the clipboard and the sheet held. */
export const binding: Binding<H> = {
  async start(path) {
    const truth = startTruth(path);
    const api = holdApi('getReferralInfo');
    const copy = new HeldCall('copy');
    const share = new HeldCall('share');
    await renderApp({
      url: REFERRAL_URL,
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
      sharing: { copy: copy.handle, share: truth.canShare ? share.handle : null },
    });
    return { api, copy, share, page: referralPage(jsdomPerson()), truth };
  },
  events: {
    ...does,
    'xstate.done.actor.loadReferral': (h, e) => {
      read(h.truth, infoIn(e));
      return h.api.calls.getReferralInfo.answer(infoIn(e));
    },
    'xstate.error.actor.loadReferral': (h) => h.api.calls.getReferralInfo.fail(),
    'xstate.done.actor.copyLink': (h) => h.copy.answer(undefined),
    'xstate.error.actor.copyLink': (h) =>
      h.copy.fail(new DOMException('denied', 'NotAllowedError')),
    'xstate.done.actor.shareLink': (h) => h.share.answer(undefined),
    'xstate.error.actor.shareLink': (h) =>
      h.share.fail(new DOMException('dismissed', 'AbortError')),
  },
  states: sees,
  stop: closeScreen,
};
