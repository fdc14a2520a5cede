import type { Browser } from '@playwright/test';
import type { ScheduledRedemption } from '../../../src/api/contract/promotion';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { expect, firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { deletes, does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

const codes = (rows: ScheduledRedemption[]) => rows.map((r) => r.promoCode);

/** Redeem Schedule in Chromium against the real server: referrer@ has three rows, active@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<ScheduledRedemption[]>(path, 'xstate.done.actor.loadSchedule');
      const email = first?.length ? 'referrer@demo.test' : 'active@demo.test';
      const held = ['getRedeemSchedule', 'deleteRedemption'];
      return sessions.openScreen(email, SCHEDULE_URL, schedulePage, ...held);
    },
    events: {
      ...does,
      'xstate.done.actor.loadSchedule': async (h, e) => {
        const body = await h.held.releaseOk('getRedeemSchedule', 'the server lists the schedule');
        const rows = body.applyingSubscriptions as ScheduledRedemption[];
        expect(codes(rows), 'the schedule the path expects').toEqual(codes(e.output));
      },
      'xstate.error.actor.loadSchedule': (h) => h.held.drop('getRedeemSchedule', false),
      // A row's dialog deleted its code (the model's step for any row's actor ending).
      'xstate.done.actor.*': async (h) => {
        await deletes(h);
        sessions.changesData();
        await h.held.releaseOk('deleteRedemption', 'the server deletes it');
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
