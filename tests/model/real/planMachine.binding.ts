import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { MY_PLANS } from '../../pages/plans';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { callApi, expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { type PlanSeen, planSees } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & { tab: Page; held: HeldRequests };

const refusal = (e: AnyEventObject) => (e as { output?: { ok: boolean } }).output?.ok === false;

/** One plan's cancel flow in Chromium against the real server: trial@'s plan in its trial. */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start() {
      const tab = await sessions.open('trial@demo.test');
      sessions.changesData();
      const held = new HeldRequests(tab);
      await held.hold('getMyPlans', 'cancelPlan');
      await tab.goto(MY_PLANS);
      await held.release('getMyPlans');
      return { tab, held, person: playwrightPerson(tab), closeWith: 'keep' };
    },
    events: {
      ...planSees.events,
      // A refusal is the server's own: the plan is cancelled elsewhere first (another tab).
      'xstate.done.actor.cancelPlan': async (h, e) => {
        if (refusal(e)) {
          const [plan] = await myPlans(h.tab, baseURL);
          await callApi(h.tab, baseURL, 'post', '/api/v2/ch/pc/cs', { orderId: plan?.orderId });
        }
        const { body } = await h.held.release('cancelPlan');
        expect(body.errorCode).toBe(refusal(e) ? '0072' : '0');
      },
      'xstate.error.actor.cancelPlan': (h) => h.held.drop('cancelPlan', false),
      'xstate.done.actor.loadPlan': (h) => h.held.release('getMyPlans'),
      'xstate.error.actor.loadPlan': (h) => h.held.drop('getMyPlans', false),
    },
    states: planSees.states,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
