import type { Browser, Page } from '@playwright/test';
import type { MyPlan } from '../../../src/api/contract/plans';
import { MY_PLANS, myPlansPage } from '../../pages/plans';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { HeldRequests, Sessions } from '../drivers/heldRequests';
import { sees } from '../models/myPlansMachine.model';
import type { Binding } from '../runner';

type H = { tab: Page; held: HeldRequests; page: ReturnType<typeof myPlansPage>; plans: MyPlan[] };

/** My Plan in Chromium against the real server: trial@ has plans, new@ none (the demo data). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const listed = path.events.some((e) => (e as { output?: unknown[] }).output?.length);
      const tab = await sessions.open(listed ? 'trial@demo.test' : 'new@demo.test');
      const held = new HeldRequests(tab);
      await held.hold('getMyPlans');
      await tab.goto(MY_PLANS);
      return { tab, held, page: myPlansPage(playwrightPerson(tab)), plans: [] };
    },
    events: {
      // The real server answers; the page must show what this account really has.
      'xstate.done.actor.loadPlans': async (h) => {
        h.plans = ((await h.held.release('getMyPlans')).body.data as { myPlans: MyPlan[] }).myPlans;
      },
      'xstate.error.actor.loadPlans': (h) => h.held.drop('getMyPlans', false),
      'plans.retry': (h) => h.page.retry(),
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
