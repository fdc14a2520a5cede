import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SuccessfulOrderInput } from '../../../src/machines/successfulOrderMachine';
import { notePlacedOrder } from '../../../src/views/checkout/placedOrder';
import { aContact, aPlacedOrder } from '../../factories/checkout';
import { money } from '../../pages/checkout';
import { SUCCESS, successAddress, successfulOrderPage } from '../../pages/successfulOrder';
import { closeScreen, type HeldApi, openScreen } from '../drivers/heldApi';
import { plansAnswer } from '../drivers/upgradeSteps';
import { does, type Seen, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

/** The success page in the real router and views (jsdom), pc/up and pc/uc held. */
export const binding: Binding<Seen & { api: HeldApi<'getMyPlans' | 'getContact'> }> = {
  async start(path) {
    localStorage.clear();
    const { orderId, receiptEmail } = path.input as SuccessfulOrderInput;
    const placed = orderId !== null && receiptEmail !== null;
    // Checkout hands the order just placed (a trial: nothing paid today) to this tab's page.
    if (placed)
      notePlacedOrder({
        ...aPlacedOrder({ orderId, status: 'trial', amountPaid: 0, receiptEmail }),
        productCode: 'HK_ALL',
        subscriptionTime: 1,
      });
    const url = successAddress(orderId);
    const { api, page } = await openScreen(url, successfulOrderPage, 'getMyPlans', 'getContact');
    // The view is loaded lazily: its first import may take longer than a check waits.
    await screen.findByRole('heading', { level: 1, name: SUCCESS.heading }, { timeout: 5000 });
    return { api, seen: page, paidToday: placed ? money(0, 'USD') : null, real: {} };
  },
  events: {
    ...does,
    // The page reads the plan list (pc/up) and the saved contact (pc/uc) together.
    'xstate.done.actor.loadOrder': async (h, e) => {
      const call = await h.api.calls.getMyPlans.answer(plansAnswer(e.output.plan));
      expect(call.request, 'plans asked for in the page language').toBe('en');
      await h.api.calls.getContact.answer(aContact({ billingEmail: e.output.contactEmail }));
    },
    'xstate.error.actor.loadOrder': async (h) => {
      await h.api.calls.getMyPlans.fail();
      await h.api.calls.getContact.answer(null);
    },
  },
  states: sees,
  stop: closeScreen,
};
