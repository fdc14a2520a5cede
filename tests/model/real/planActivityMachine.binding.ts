import type { Browser } from '@playwright/test';
import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { expect, type RealScreen } from '../drivers/heldRequests';
import { ownScreens, releasedRead } from '../drivers/ownScreens';
import { does, type Seen, sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

/** A plan's activity in Chromium against the real server (GET pc/ua held). */
export function realBinding(browser: Browser, baseURL: string): Binding<Seen & RealScreen> {
  const screens = ownScreens(browser, baseURL);
  const screen = {
    actor: 'loadActivity',
    call: 'getPlanActivity',
    url: activityUrl,
    pageOf: planActivityPage,
  };
  return {
    start: async (path) => ({ ...(await screens.open(path, screen)), found: null }),
    events: {
      ...does,
      // The real server answers; the page must show the story it really recorded.
      ...releasedRead(screen, 'the server finds the plan', (found: NonNullable<Seen['found']>) =>
        expect(found.events.length, 'the demo plan has a story').toBeGreaterThan(0),
      ),
    },
    states: sees,
    stop: screens.close,
  };
}
