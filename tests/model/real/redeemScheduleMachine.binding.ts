import type { Browser } from '@playwright/test';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

/** Redeem Schedule in Chromium against the real server: referrer@ has three rows, active@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<unknown[]>(path, 'xstate.done.actor.loadSchedule');
      const email = first?.length ? 'referrer@demo.test' : 'active@demo.test';
      const held = ['getRedeemSchedule', 'deleteRedemption'];
      return sessions.openScreen(email, SCHEDULE_URL, schedulePage, ...held);
    },
    events: {
      ...does,
      // The real server lists what it has; the state after it checks that the page shows the
      // path's rows and no others.
      'xstate.done.actor.loadSchedule': (h) =>
        h.held.releaseOk('getRedeemSchedule', 'the server lists the schedule'),
      'xstate.error.actor.loadSchedule': (h) => h.held.drop('getRedeemSchedule', false),
      // A row's dialog deleted its code (the model's step for any row's actor ending).
      'xstate.done.actor.*': async (h) => {
        await does['xstate.done.actor.*'](h);
        sessions.changesData();
        await h.held.releaseOk('deleteRedemption', 'the server deletes it');
      },
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
