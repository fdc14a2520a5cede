import { cleanup, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SuccessfulOrderInput } from '../../../src/machines/successfulOrderMachine';
import { aContact, aPlacedOrder } from '../../factories/checkout';
import { money } from '../../pages/checkout';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from '../drivers/heldApi';
import { type OrderEvent, type Seen, sees } from '../models/successfulOrderMachine.model';
import type { Binding } from '../runner';

type H = Seen & { api: CheckoutApi; restoreErrors: () => void };

/** The success page in the real router and views (jsdom), pc/up and pc/uc held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    sessionStorage.clear();
    const input = path.input as SuccessfulOrderInput;
    let paidToday: string | null = null;
    if (input.orderId !== null && input.receiptEmail) {
      // Checkout hands the order just placed to the success page in this tab.
      const placed = aPlacedOrder({
        orderId: input.orderId,
        status: 'trial',
        amountPaid: 0,
        nextBillingDate: '2030-01-08T00:00:00.000Z',
        receiptEmail: input.receiptEmail,
      });
      sessionStorage.setItem(
        'sr.placedOrder',
        JSON.stringify({ ...placed, productCode: 'HK_ALL', subscriptionTime: 1 }),
      );
      paidToday = money(0, 'USD');
    }
    const api = holdCheckoutApi();
    const restoreErrors = readableErrors();
    try {
      const query = input.orderId === null ? '' : `?orderId=${input.orderId}`;
      await renderApp({
        api: api.fakes,
        url: `/pricing/products/checkout/successfulorder${query}`,
        getUserInfo: async () => signedInUser({ email: input.accountEmail }),
      });
      await screen.findByRole('heading', { level: 1, name: SUCCESS.heading }, { timeout: 5000 });
      return { api, seen: successfulOrderPage(jsdomPerson()), restoreErrors, paidToday };
    } catch (e) {
      restoreErrors();
      throw e;
    }
  },
  events: {
    // The page reads the plan list (pc/up) and the saved contact (pc/uc) together.
    'xstate.done.actor.loadOrder': async (h, e) => {
      const facts = (e as OrderEvent).output;
      const call = await h.api.plans.waiting();
      expect(call.request, 'plans asked for in the page language').toBe('en');
      await h.api.plans.answer({
        myPlans: facts.plan ? [facts.plan] : [],
        currencyLock: null,
        isNewUser: false,
        signedIn: true,
        highestRank: facts.plan?.rank ?? 0,
      });
      const contact = facts.contactEmail ? aContact({ billingEmail: facts.contactEmail }) : null;
      await h.api.contact.answer(contact);
    },
    'xstate.error.actor.loadOrder': async (h) => {
      await h.api.plans.fail();
      await h.api.contact.answer(null);
    },
    'order.retry': (h) => h.seen.tryAgain(),
  },
  states: sees,
  async stop(h) {
    cleanup();
    h.restoreErrors();
  },
};
