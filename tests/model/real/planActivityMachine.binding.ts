import type { Browser } from '@playwright/test';
import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { expect, type RealScreen } from '../drivers/heldRequests';
import { ownScreens, releaseFound } from '../drivers/ownScreens';
import { answerIn, does, type Found, type Seen, sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

/** A plan's activity in Chromium against the real server (GET pc/ua held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const screens = ownScreens(browser, baseURL);
  return {
    async start(path) {
      const screen = await screens.open(path, {
        actor: 'loadActivity',
        call: 'getPlanActivity',
        url: activityUrl,
        pageOf: planActivityPage,
      });
      return { ...screen, events: [] };
    },
    events: {
      ...does,
      // The real server answers; the page must show the story it really recorded.
      'xstate.done.actor.loadActivity': async (h, e) => {
        const what = 'the server finds the plan';
        const found = await releaseFound<Found>(h.held, 'getPlanActivity', answerIn(e), what);
        if (!found) return;
        h.events = found.events;
        expect(h.events.length, 'the demo plan has a story').toBeGreaterThan(0);
      },
      'xstate.error.actor.loadActivity': (h) => h.held.drop('getPlanActivity', false),
    },
    states: sees,
    stop: screens.close,
  };
}
