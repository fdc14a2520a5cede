import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { ReferralInfo } from '../../../src/api/contract/promotion';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { REFERRAL_URL, referralPage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, HeldCall, holdApi } from '../drivers/heldApi';
import { type ReferralTruth, read, sees } from '../models/referralMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getReferralInfo'>;
  copy: HeldCall;
  share: HeldCall;
  page: ReturnType<typeof referralPage>;
  truth: { info: ReferralTruth; canShare: boolean };
};

const infoIn = (e: AnyEventObject) => (e as unknown as { output: ReferralInfo }).output;

/** Referral Program in the real router and views (jsdom): the read, the clipboard and the sheet held. */
export const binding: Binding<H> = {
  async start(path) {
    const { canShare } = path.input as { canShare: boolean };
    const api = holdApi('getReferralInfo');
    const copy = new HeldCall('copy');
    const share = new HeldCall('share');
    await renderApp({
      url: REFERRAL_URL,
      api: api.fakes,
      getUserInfo: async () => signedInUser(),
      sharing: { copy: copy.handle, share: canShare ? share.handle : null },
    });
    const page = referralPage(jsdomPerson());
    return { api, copy, share, page, truth: { info: null, canShare } };
  },
  events: {
    'xstate.done.actor.loadReferral': (h, e) => {
      read(h.truth, infoIn(e));
      return h.api.calls.getReferralInfo.answer(infoIn(e));
    },
    'xstate.error.actor.loadReferral': (h) => h.api.calls.getReferralInfo.fail(),
    'referral.retry': (h) => h.page.retry(),
    'link.copy': (h) => h.page.copy(),
    'xstate.done.actor.copyLink': (h) => h.copy.answer(undefined),
    'xstate.error.actor.copyLink': (h) =>
      h.copy.fail(new DOMException('denied', 'NotAllowedError')),
    'link.share': (h) => h.page.share(),
    'xstate.done.actor.shareLink': (h) => h.share.answer(undefined),
    'xstate.error.actor.shareLink': (h) =>
      h.share.fail(new DOMException('dismissed', 'AbortError')),
  },
  states: sees,
  stop: async () => cleanup(),
};
