import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { PreviewedOrder } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { AGREEMENT } from '../../pages/checkout';
import { jsdomPerson } from '../../pages/jsdomPerson';
import type { Person } from '../../pages/person';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { type CheckoutApi, holdCheckoutApi, readableErrors } from '../drivers/heldApi';
import { UPGRADE_WORDS, upgradeSees } from '../models/checkoutUpgradeMachine.sees';
import type { Binding } from '../runner';
import { stepper, Truth } from './checkoutTruth';
import { plansAnswer, upgradeUrl } from './upgradeSteps';

type H = {
  app: Awaited<ReturnType<typeof renderApp>>;
  api: CheckoutApi;
  person: Person;
  truth: Truth;
  user: UserEvent;
  restoreErrors: () => void;
};
type ModelEvent = AnyEventObject & { output?: unknown };

const button = (name: string | RegExp) =>
  screen.queryByRole('button', { name }) as HTMLButtonElement | null;

const step = stepper<H, ModelEvent>();

/** Upgrade confirmation in the real router and views (jsdom), pc/up and pc/uap held. */
export const binding: Binding<H> = {
  async start(path) {
    localStorage.clear();
    sessionStorage.clear();
    const input = path.input as CheckoutUpgradeInput;
    const api = holdCheckoutApi();
    const restoreErrors = readableErrors();
    try {
      const app = await renderApp({
        api: api.fakes,
        url: upgradeUrl(input.orderId, input.productCode),
        getUserInfo: async () => signedInUser(),
      });
      await screen.findByRole('heading', { level: 1, name: 'Confirm upgrade' }, { timeout: 5000 });
      const truth = new Truth(checkoutUpgradeMachine, input);
      return {
        app,
        api,
        person: jsdomPerson({ address: () => app.router.state.location.href }),
        truth,
        user: userEvent.setup(),
        restoreErrors,
      };
    } catch (e) {
      restoreErrors();
      throw e;
    }
  },
  events: {
    // The plan comes from the user's plan list (pc/up); "no such plan" is a list without it.
    'xstate.done.actor.loadPlan': step((h, e) =>
      h.api.plans.answer(plansAnswer(e.output as MyPlan | null)),
    ),
    'xstate.error.actor.loadPlan': step((h) => h.api.plans.fail()),
    // The quote is the upgrade's own price: no coupons, the plan's cycle and currency.
    'xstate.done.actor.loadQuote': step(async (h, e) => {
      const call = await h.api.preview.waiting();
      const { plan, productCode } = h.truth.as<CheckoutUpgradeContext>().context;
      expect(call.request, 'what the server is asked to price').toMatchObject({
        productCode,
        subscriptionTime: plan?.subscriptionTime,
        currency: plan?.currency,
        coupons: [],
        upgradeOrderId: plan?.orderId,
      });
      await h.api.preview.answer(e.output as PreviewedOrder);
    }),
    'xstate.error.actor.loadQuote': step((h) => h.api.preview.fail()),
    'xstate.done.actor.payAttempt': step(async (h, e) => {
      const call = await h.api.upgrade.waiting();
      const { orderId, productCode, quote } = h.truth.as<CheckoutUpgradeContext>().context;
      expect(call.request, 'what the server is asked').toMatchObject({
        orderId,
        productCode,
        agreement: true,
        expectedAmount: quote?.dueToday,
      });
      await h.api.upgrade.answer(e.output);
    }),
    'agreement.tick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    'agreement.untick': step((h) => h.user.click(screen.getByLabelText(AGREEMENT))),
    'upgrade.confirm': step((h) => h.user.click(button('Confirm and pay') as HTMLElement)),
    // "Try again" when the plan could not be read; "Back to confirmation" after a refusal, which
    // puts the reader back on the agreement box.
    'upgrade.reload': step(async (h) => {
      const back = h.truth.snapshot.matches('failed');
      await h.user.click(button(back ? UPGRADE_WORDS.back : 'Try again') as HTMLElement);
      if (back)
        await waitFor(() =>
          expect(document.activeElement, 'focus on the agreement').toBe(
            screen.getByLabelText(AGREEMENT),
          ),
        );
    }),
    // After a refusal the user starts a new attempt: a new key.
    'payment.retry': step(async (h) => {
      const before = h.api.upgrade.calls.length;
      await h.user.click(button('Try again') as HTMLElement);
      const previous = h.api.upgrade.calls[before - 1]?.request as { idempotencyKey: string };
      const next = (await h.api.upgrade.another(before)).request as { idempotencyKey: string };
      expect(next.idempotencyKey, 'a new attempt').not.toBe(previous.idempotencyKey);
    }),
  },
  // The state value is part of the model's key, so the runner's choice of check is right; the
  // context (agreement, failure code) is read from the replay of the path's own events.
  states: Object.fromEntries(
    Object.entries(upgradeSees).map(([key, sees]) => [
      key,
      async (h: H) => {
        const s = h.truth.as<CheckoutUpgradeContext>();
        expect(s.matches(key), `the path's events lead to ${key}`).toBe(true);
        await sees(h.person, s);
      },
    ]),
  ),
  async stop(h) {
    cleanup();
    h.restoreErrors();
    h.truth.stop();
  },
};
