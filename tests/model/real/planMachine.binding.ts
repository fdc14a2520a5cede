import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import { MY_PLANS } from '../../pages/plans';
import {
  callApi,
  DECLINED_CARD,
  myPlans,
  type RealScreen,
  Sessions,
  storeCard,
  switchPlanCard,
} from '../drivers/heldRequests';
import type { ModelPath } from '../machineModel';
import { addsCard, does, HELD, type PlanSeen, planPage, sees } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & RealScreen;

/** trial@'s plan is cancelled elsewhere (earlier, or in another tab), as the investor could. */
async function cancelElsewhere(tab: Page, baseURL: string) {
  const [plan] = await myPlans(tab, baseURL);
  await callApi(tab, baseURL, 'cancelPlan', { orderId: plan?.orderId ?? 0 });
}

/**
 * trial@'s plan in Chromium against the real server. Paths from a cancelled plan cancel it first
 * (as the investor did earlier); a refused payment is the sandbox's own decline of the card the
 * plan was switched to while it was still live; a path that switches cards has a Mastercard 4444
 * stored beside the plan's Visa first.
 */
async function arrange(tab: Page, baseURL: string, path: ModelPath) {
  const [plan] = await myPlans(tab, baseURL);
  if (!plan) throw new Error('trial@demo.test has no plan');
  if (path.events.some((e) => e.type === 'xstate.done.actor.payAttempt' && !e.output.ok)) {
    const card = await storeCard(tab, baseURL, DECLINED_CARD, 'Tina Trial', false);
    await switchPlanCard(tab, baseURL, plan.orderId, card.id);
  }
  if (path.events.some((e) => e.type === 'payment.open'))
    await storeCard(tab, baseURL, '5555555555554444', 'Tina Trial', false);
  if ((path.input as { plan: MyPlan }).plan.status === 'cancelled')
    await cancelElsewhere(tab, baseURL);
}

export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  /** The server makes the change, or refuses it (0072): the plan was cancelled elsewhere first. */
  const changes = (call: string) => async (h: H, e: AnyEventObject) => {
    if (!e.output.ok) await cancelElsewhere(h.tab, baseURL);
    await h.held.releaseAs(call, e.output);
  };
  return {
    async start(path) {
      const page = planPage((path.input as { plan: MyPlan }).plan);
      const held = [...HELD, 'getCards'];
      const screen = await sessions.openScreen('trial@demo.test', MY_PLANS, page, ...held);
      sessions.changesData();
      // The page's first read of the plan waits at the network while the demo data is arranged.
      await arrange(screen.tab, baseURL, path);
      await screen.held.release('getMyPlans');
      return screen;
    },
    events: {
      ...does,
      'xstate.done.actor.cancelPlan': changes('cancelPlan'),
      'xstate.error.actor.cancelPlan': (h) => h.held.drop('cancelPlan', false),
      // A declined payment is the sandbox's own: the plan pays with its declined card (arrange).
      'xstate.done.actor.payAttempt': (h, e) => h.held.releaseAs('resubscribe', e.output),
      'xstate.done.actor.changeFrequency': changes('changeFrequency'),
      'xstate.error.actor.changeFrequency': (h) => h.held.drop('changeFrequency', false),
      'xstate.done.actor.loadPlan': (h) => h.held.release('getMyPlans'),
      'xstate.error.actor.loadPlan': (h) => h.held.drop('getMyPlans', false),
      'xstate.done.actor.loadCards': (h) => h.held.release('getCards'),
      'xstate.error.actor.loadCards': (h) => h.held.drop('getCards', false),
      'xstate.done.actor.newCard': (h, e) =>
        addsCard(h, e, () => h.held.releaseAs('storeCard', { ok: true, value: {} })),
      'xstate.done.actor.switchPaymentMethod': changes('switchPaymentMethod'),
      'xstate.error.actor.switchPaymentMethod': (h) => h.held.drop('switchPaymentMethod', false),
    },
    states: sees,
    stop: (h) => sessions.closeScreen(h),
  };
}
