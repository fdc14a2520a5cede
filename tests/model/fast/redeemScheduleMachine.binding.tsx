import { cleanup } from '@testing-library/react';
import type { AnyEventObject } from 'xstate';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type HeldApi, holdApi } from '../drivers/heldApi';
import {
  DELETE_STEP,
  DELETED,
  deleted,
  freshTruth,
  type ScheduleTruth,
  sees,
} from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

type H = {
  api: HeldApi<'getRedeemSchedule' | 'deleteRedemption'>;
  page: ReturnType<typeof schedulePage>;
  truth: ScheduleTruth;
};

const rowsIn = (e: AnyEventObject) => (e as unknown as { output: ScheduledRedemption[] }).output;

/** Redeem Schedule in the real router and views (jsdom), GET and DELETE pc/ap held. */
export const binding: Binding<H> = {
  async start() {
    const api = holdApi('getRedeemSchedule', 'deleteRedemption');
    await renderApp({ url: SCHEDULE_URL, api: api.fakes, getUserInfo: async () => signedInUser() });
    return { api, page: schedulePage(jsdomPerson()), truth: freshTruth() };
  },
  events: {
    'xstate.done.actor.loadSchedule': (h, e) => {
      h.truth.rows = rowsIn(e);
      return h.api.calls.getRedeemSchedule.answer({
        applyingSubscriptions: rowsIn(e),
        subscriptions: [],
      });
    },
    'xstate.error.actor.loadSchedule': (h) => h.api.calls.getRedeemSchedule.fail(),
    'schedule.retry': (h) => h.page.retry(),
    [DELETE_STEP]: async (h) => {
      await h.page.openDelete(DELETED.promoCode, DELETED.productName);
      await h.page.confirmDelete(DELETED.promoCode);
      await h.api.calls.deleteRedemption.answer({ ok: true, value: { deleted: 1 } });
      deleted(h.truth);
    },
  },
  states: sees,
  stop: async () => cleanup(),
};
