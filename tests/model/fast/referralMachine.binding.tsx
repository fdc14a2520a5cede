import { jsdomPerson } from '../../pages/jsdomPerson';
import { REFERRAL_URL, referralPage } from '../../pages/referral';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { closeScreen, type HeldApi, HeldCall, holdApi } from '../drivers/heldApi';
import { does, type Seen, sees } from '../models/referralMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: HeldApi<'getReferralInfo'>; copy: HeldCall; share: HeldCall };

/** Referral Program in the real router and views (jsdom): the read, clipboard and sheet held. */
export const binding: Binding<H> = {
  async start(path) {
    const api = holdApi('getReferralInfo');
    const copy = new HeldCall('copy');
    const share = new HeldCall('share');
    await renderApp({
      url: REFERRAL_URL,
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
      sharing: { copy: copy.handle, share: path.states[0]?.context.canShare ? share.handle : null },
    });
    return { api, copy, share, page: referralPage(jsdomPerson()) };
  },
  // Each held call settles as the path's step says, with its output or error.
  events: {
    ...does,
    'xstate.done.actor.loadReferral': (h, e) => h.api.calls.getReferralInfo.answer(e.output),
    'xstate.error.actor.loadReferral': (h, e) => h.api.calls.getReferralInfo.fail(e.error),
    'xstate.done.actor.copyLink': (h) => h.copy.answer(undefined),
    'xstate.error.actor.copyLink': (h, e) => h.copy.fail(e.error),
    'xstate.done.actor.shareLink': (h) => h.share.answer(undefined),
    'xstate.error.actor.shareLink': (h, e) => h.share.fail(e.error),
  },
  states: sees,
  stop: closeScreen,
};
