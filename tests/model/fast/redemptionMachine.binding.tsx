import { cleanup } from '@testing-library/react';
import { referrerSchedule } from '../../factories/promotion';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import { answered, answerIn, type RowTruth, sees } from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getRedeemSchedule' | 'deleteRedemption'>;
  page: ReturnType<typeof schedulePage>;
  truth: RowTruth;
};

/** One row of referrer@'s Redeem Schedule (jsdom); DELETE pc/ap held, the read after it too. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getRedeemSchedule', 'deleteRedemption');
    await renderApp({ url: SCHEDULE_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    await api.calls.getRedeemSchedule.answer({
      applyingSubscriptions: referrerSchedule(),
      subscriptions: [],
    });
    return { api, page: schedulePage(jsdomPerson()), truth: { problem: null } };
  },
  events: {
    'delete.open': (h) => {
      h.truth.problem = null;
      return h.page.openDelete('GIFTPRODUCT', 'Combo Premium');
    },
    'delete.confirm': (h) => h.page.confirmDelete('GIFTPRODUCT'),
    'dialog.close': (h) => h.page.keep('GIFTPRODUCT'),
    'xstate.done.actor.deleteRedemption': async (h, e) => {
      await h.api.calls.deleteRedemption.answer(answerIn(e));
      answered(h.truth, answerIn(e));
      if (answerIn(e).ok)
        await h.api.calls.getRedeemSchedule.answer({
          applyingSubscriptions: referrerSchedule().slice(1),
          subscriptions: [],
        });
    },
    'xstate.error.actor.deleteRedemption': async (h) => {
      await h.api.calls.deleteRedemption.fail();
      answered(h.truth, 'network');
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
