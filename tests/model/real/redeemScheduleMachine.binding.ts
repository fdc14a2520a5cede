import type { Browser } from '@playwright/test';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import {
  DELETE_STEP,
  deletesRow,
  does,
  freshTruth,
  rowsIn,
  type Seen,
  sees,
} from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

type H = Seen & RealScreen;

/** Redeem Schedule in Chromium against the real server: referrer@ has three rows, active@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<ScheduledRedemption[]>(path, 'xstate.done.actor.loadSchedule');
      const email = first?.length ? 'referrer@demo.test' : 'active@demo.test';
      const held = ['getRedeemSchedule', 'deleteRedemption'];
      const screen = await sessions.openScreen(email, SCHEDULE_URL, schedulePage, ...held);
      return { ...screen, truth: freshTruth() };
    },
    events: {
      ...does,
      'xstate.done.actor.loadSchedule': async (h, e) => {
        const body = await h.held.releaseOk('getRedeemSchedule', 'the server lists the schedule');
        const rows = body.applyingSubscriptions as ScheduledRedemption[];
        expect(
          rows.map((r) => r.promoCode),
          'the schedule the path expects',
        ).toEqual(rowsIn(e).map((r) => r.promoCode));
        h.truth.rows = rows;
      },
      'xstate.error.actor.loadSchedule': (h) => h.held.drop('getRedeemSchedule', false),
      [DELETE_STEP]: (h) =>
        deletesRow(h, () => {
          sessions.changesData();
          return h.held.releaseOk('deleteRedemption', 'the server deletes it');
        }),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
