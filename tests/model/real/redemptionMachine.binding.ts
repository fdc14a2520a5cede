import type { Browser } from '@playwright/test';
import { SCHEDULE_URL, schedulePage } from '../../pages/promotion';
import { type RealScreen, Sessions, sendFromAnotherTab } from '../drivers/heldRequests';
import { does, type Seen, sees } from '../models/redemptionMachine.model';
import type { Binding } from '../runner';

/** referrer@'s code in effect on Combo Premium, on Redeem Schedule in Chromium (DELETE pc/ap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const sessions = new Sessions(browser, baseURL);
  return {
    start: () =>
      sessions.openScreen('referrer@demo.test', SCHEDULE_URL, schedulePage, 'deleteRedemption'),
    events: {
      ...does,
      'xstate.done.actor.deleteRedemption': async (h, e) => {
        sessions.changesData();
        // A 0004 made real: the same delete, from another tab, reaches the server first.
        if (!e.output.ok) await sendFromAnotherTab(h, baseURL, 'deleteRedemption');
        await h.held.releaseAs('deleteRedemption', e.output);
      },
      'xstate.error.actor.deleteRedemption': (h) => h.held.drop('deleteRedemption', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
