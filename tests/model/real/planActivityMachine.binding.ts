import type { Browser, Page } from '@playwright/test';
import type { PlanEvent } from '../../../src/api/contract/planActivity';
import type { Result } from '../../../src/api/contract/result';
import { activityUrl, planActivityPage } from '../../pages/planActivity';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { sees } from '../models/planActivityMachine.model';
import type { Binding } from '../runner';

type H = {
  tab: Page;
  held: HeldRequests;
  page: ReturnType<typeof planActivityPage>;
  events: PlanEvent[];
};

/** active@'s plan: bought with a trial, then three charges, as the demo data tells it. */
const MEMBER = 'active@demo.test';
/** An order id no demo account has: the activity of a plan that is not the investor's. */
const NOT_MINE = 999_999;

const firstAnswer = (path: { events: { type: string }[] }) =>
  path.events.find((e) => e.type === 'xstate.done.actor.loadActivity') as
    | { output: Result<{ events: PlanEvent[] }> }
    | undefined;

/** A plan's activity in Chromium against the real server (GET pc/ua held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const tab = await sessions.open(MEMBER);
      const plan = (await myPlans(tab, baseURL)).find((p) => p.productCode === 'HK_ALL');
      if (!plan) throw new Error(`${MEMBER} has no HKEx All-Platform plan`);
      const answer = firstAnswer(path)?.output;
      const held = new HeldRequests(tab);
      await held.hold('getPlanActivity');
      await tab.goto(activityUrl(answer && !answer.ok ? NOT_MINE : plan.orderId));
      return { tab, held, page: planActivityPage(playwrightPerson(tab)), events: [] };
    },
    events: {
      // The real server answers; the page must show the story it really recorded.
      'xstate.done.actor.loadActivity': async (h, e) => {
        const wanted = (e as { output?: Result<{ events: PlanEvent[] }> }).output;
        const { status, body } = await h.held.release('getPlanActivity');
        expect(status === 200, 'the server finds the plan').toBe(wanted?.ok ?? false);
        if (status !== 200) return;
        h.events = (body as unknown as { events: PlanEvent[] }).events;
        expect(h.events.length, 'the demo plan has a story').toBeGreaterThan(0);
      },
      'xstate.error.actor.loadActivity': (h) => h.held.drop('getPlanActivity', false),
      'activity.retry': (h) => h.page.retry(),
    },
    states: sees,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
