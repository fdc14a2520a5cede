import type { Browser } from '@playwright/test';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { firstOutput, type RealScreen, Sessions } from '../drivers/heldRequests';
import { realRead } from '../drivers/ownScreens';
import { does, type Seen, sees } from '../models/redeemScheduleMachine.model';
import type { Binding } from '../runner';

/** Redeem Schedule on the real server, GET pc/ap held: referrer@ has three rows, active@ none. */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const first = firstOutput<unknown[]>(path, 'xstate.done.actor.loadSchedule');
      const user = first?.length ? 'referrer@demo.test' : 'active@demo.test';
      const seen = await sessions.openScreen(user, SCHEDULE_URL, schedulePage, 'getRedeemSchedule');
      // A row's dialog deletes its code on the server: the demo data is reset after this path.
      if (firstOutput(path, 'xstate.done.actor.*')) sessions.changesData();
      return seen;
    },
    events: {
      ...does,
      ...realRead('loadSchedule', 'getRedeemSchedule', 'the server lists the schedule'),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
