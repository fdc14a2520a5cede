import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import { MY_PLANS, paymentFlow } from '../../pages/plans';
import { playwrightPerson } from '../../pages/playwrightPerson';
import {
  callApi,
  DECLINED_CARD,
  expect,
  HeldRequests,
  myPlans,
  Sessions,
  storeCard,
  switchPlanCard,
} from '../drivers/heldRequests';
import type { ModelPath } from '../machineModel';
import { OTHER_NUMBER, type PlanSeen, planSees, TYPED_CARD } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & { tab: Page; held: HeldRequests };

const refused = (e: AnyEventObject) => (e as { output?: { ok: boolean } }).output?.ok === false;
const cancelPath = (tab: Page, baseURL: string, orderId: number) =>
  callApi(tab, baseURL, 'post', '/api/v2/ch/pc/cs', { orderId });

/**
 * trial@'s plan in Chromium against the real server. Paths from a cancelled plan cancel it first
 * (as the investor did earlier); a refused payment is the sandbox's own decline of the card the
 * plan was switched to while it was still live; a path that switches cards has a Mastercard 4444
 * stored beside the plan's Visa first.
 */
async function arrange(tab: Page, baseURL: string, path: ModelPath) {
  const [plan] = await myPlans(tab, baseURL);
  if (!plan) throw new Error('trial@demo.test has no plan');
  if (path.events.some((e) => e.type === 'xstate.done.actor.payAttempt' && refused(e))) {
    const card = await storeCard(tab, baseURL, DECLINED_CARD, 'Tina Trial', false);
    await switchPlanCard(tab, baseURL, plan.orderId, card.id);
  }
  if (path.events.some((e) => e.type === 'payment.open'))
    await storeCard(tab, baseURL, OTHER_NUMBER, 'Tina Trial', false);
  if ((path.input as { plan: MyPlan }).plan.status === 'cancelled')
    await cancelPath(tab, baseURL, plan.orderId);
}

export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start(path) {
      const tab = await sessions.open('trial@demo.test');
      sessions.changesData();
      await arrange(tab, baseURL, path);
      const held = new HeldRequests(tab);
      await held.hold(
        'getMyPlans',
        'cancelPlan',
        'resubscribe',
        'changeFrequency',
        'getCards',
        'storeCard',
        'switchPaymentMethod',
      );
      await tab.goto(MY_PLANS);
      const { plan } = path.input as { plan: MyPlan };
      await held.release('getMyPlans');
      return { tab, held, plan, person: playwrightPerson(tab), closeWith: 'keep' };
    },
    events: {
      ...planSees.events,
      // A refusal is the server's own: the plan is cancelled elsewhere first (another tab).
      'xstate.done.actor.cancelPlan': async (h, e) => {
        if (refused(e)) {
          const [plan] = await myPlans(h.tab, baseURL);
          await cancelPath(h.tab, baseURL, plan?.orderId ?? 0);
        }
        const { body } = await h.held.release('cancelPlan');
        expect(body.errorCode).toBe(refused(e) ? '0072' : '0');
      },
      'xstate.error.actor.cancelPlan': (h) => h.held.drop('cancelPlan', false),
      'xstate.done.actor.payAttempt': async (h, e) => {
        const { body } = await h.held.release('resubscribe');
        expect(body.errorCode).toBe(refused(e) ? '5001' : '0');
      },
      // A refusal is the server's own, as for cancelling: the plan is cancelled elsewhere first.
      'xstate.done.actor.changeFrequency': async (h, e) => {
        if (refused(e)) {
          const [plan] = await myPlans(h.tab, baseURL);
          await cancelPath(h.tab, baseURL, plan?.orderId ?? 0);
        }
        const { body } = await h.held.release('changeFrequency');
        expect(body.errorCode).toBe(refused(e) ? '0072' : '0');
      },
      'xstate.error.actor.changeFrequency': (h) => h.held.drop('changeFrequency', false),
      'xstate.done.actor.loadPlan': (h) => h.held.release('getMyPlans'),
      'xstate.error.actor.loadPlan': (h) => h.held.drop('getMyPlans', false),
      'xstate.done.actor.loadCards': (h) => h.held.release('getCards'),
      'xstate.error.actor.loadCards': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.newCard': async (h, e) => {
        const flow = paymentFlow(h.person, h.plan.productName);
        if (!(e as { output?: unknown }).output) return flow.cancelsCard();
        await flow.addsCard(TYPED_CARD);
        const { body } = await h.held.release('storeCard');
        expect(body.errorCode).toBe('0');
      },
      // A refusal is the server's own, as for cancelling: the plan is cancelled elsewhere first.
      'xstate.done.actor.switchPaymentMethod': async (h, e) => {
        if (refused(e)) {
          const [plan] = await myPlans(h.tab, baseURL);
          await cancelPath(h.tab, baseURL, plan?.orderId ?? 0);
        }
        const { body } = await h.held.release('switchPaymentMethod');
        expect(body.errorCode).toBe(refused(e) ? '0072' : '0');
      },
      'xstate.error.actor.switchPaymentMethod': (h) => h.held.drop('switchPaymentMethod', false),
    },
    states: planSees.states,
    async stop(h) {
      await h.held.open();
      await h.tab.context().close();
    },
  };
}
