import type { MyPlan } from '../../../src/api/contract/plans';
import { newAccount } from '../../factories/pricing';
import { MY_PLANS } from '../../pages/plans';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { addsCard, does, HELD, type PlanSeen, planPage, sees } from '../models/planMachine.model';
import type { Binding } from '../runner';

type H = PlanSeen & { api: HeldApi<(typeof HELD)[number] | 'getCardPage'> };

/** One plan's cancel, re-subscribe, frequency and card flows on My Plan (jsdom), its calls held until answered. */
export const binding: Binding<H> = {
  async start(path) {
    const { plan } = path.input as { plan: MyPlan };
    const screen = await openScreen(MY_PLANS, planPage(plan), ...HELD, 'getCardPage');
    await screen.api.calls.getMyPlans.answer(newAccount({ myPlans: [plan] }));
    return screen;
  },
  events: {
    ...does,
    'xstate.done.actor.cancelPlan': (h, e) => h.api.calls.cancelPlan.answer(e.output),
    'xstate.error.actor.cancelPlan': (h) => h.api.calls.cancelPlan.fail(),
    // The attempt's request reaches the server, which decides (lost answers: the attempt's model).
    'xstate.done.actor.payAttempt': (h, e) => h.api.calls.resubscribe.answer(e.output),
    'xstate.done.actor.changeFrequency': (h, e) => h.api.calls.changeFrequency.answer(e.output),
    'xstate.error.actor.changeFrequency': (h) => h.api.calls.changeFrequency.fail(),
    'xstate.done.actor.loadPlan': (h, e) =>
      h.api.calls.getMyPlans.answer(newAccount({ myPlans: [e.output] })),
    'xstate.error.actor.loadPlan': (h) => h.api.calls.getMyPlans.fail(),
    'xstate.done.actor.loadCards': (h, e) =>
      h.api.calls.getCardPage.answer({ cards: e.output, total: e.output.length }),
    'xstate.error.actor.loadCards': (h) => h.api.calls.getCardPage.fail(),
    'xstate.done.actor.newCard': (h, e) =>
      addsCard(h, e, () =>
        h.api.calls.storeCard.answer({ ok: true, value: { errorCode: '0', card: e.output } }),
      ),
    'xstate.done.actor.switchPaymentMethod': (h, e) =>
      h.api.calls.switchPaymentMethod.answer(e.output),
    'xstate.error.actor.switchPaymentMethod': (h) => h.api.calls.switchPaymentMethod.fail(),
  },
  states: sees,
  stop: closeScreen,
};
