import { expect } from 'vitest';
import { notePlacedOrder } from '../../../src/views/checkout/placedOrder';
import { aContact, aPlacedOrder } from '../../factories/checkout';
import { successAddress, successfulOrderPage } from '../../pages/successfulOrder';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { plansAnswer } from '../drivers/upgradeSteps';
import { does, type Seen, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

/** The success page in the real router and views (jsdom), pc/up and pc/uc held. */
export const binding: Binding<Seen & { api: HeldApi<'getMyPlans' | 'getContact'> }> = {
  async start(path) {
    localStorage.clear();
    const { orderId, receiptEmail } = path.states[0]!.context;
    // Checkout hands the order just placed (a trial: nothing paid today) to this tab's page.
    const placed = aPlacedOrder({ orderId, status: 'trial', amountPaid: 0, receiptEmail });
    if (orderId) notePlacedOrder({ ...placed, productCode: 'HK_ALL', subscriptionTime: 1 });
    const url = successAddress(orderId);
    const screen = await openScreen(url, successfulOrderPage, 'getMyPlans', 'getContact');
    return { ...screen, placed: orderId ? { paidToday: placed } : {} };
  },
  events: {
    ...does,
    // The page reads the plan list (pc/up) and the saved contact (pc/uc) together.
    'xstate.done.actor.loadOrder': async (h, e) => {
      const call = await h.api.calls.getMyPlans.answer(plansAnswer(e.output.plan));
      expect(call.request, 'plans asked for in the page language').toBe('en');
      await h.api.calls.getContact.answer(aContact({ billingEmail: e.output.contactEmail }));
    },
    'xstate.error.actor.loadOrder': (h) => h.api.calls.getMyPlans.fail(),
  },
  states: sees,
  stop: closeScreen,
};
