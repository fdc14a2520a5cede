import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { type PayAttemptContext, payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { AGREEMENT, RECONNECTING, UNCERTAIN } from '../checkoutWords';
import { plan } from '../models/checkoutUpgradeMachine.model';
import type { Binding } from '../runner';
import {
  type CheckoutApi,
  holdCheckoutApi,
  readableErrors,
  skippableClock,
} from './checkoutServer';
import { always, requireChecks, type Snapshot, stepper, Truth } from './checkoutTruth';
import { plansAnswer } from './upgradeSteps';

type H = {
  api: CheckoutApi;
  clock: ReturnType<typeof skippableClock>;
  restoreErrors: () => void;
  truth: Truth;
  user: UserEvent;
};
type S = Snapshot<PayAttemptContext>;

const button = (name: string) => screen.queryByRole('button', { name });
const texts = (role: string) => screen.queryAllByRole(role).map((e) => e.textContent);

/** What the buyer sees of the attempt, on the upgrade confirmation (see the model). */
const SEES: Record<string, (s: S) => void> = {
  paying: () => {
    expect(button('Processing payment…')?.hasAttribute('disabled')).toBe(true);
    expect([...texts('status'), ...texts('alert')]).toEqual([]);
  },
  reconnecting: () => {
    expect(texts('status')).toEqual([RECONNECTING]);
    expect(button('Processing payment…')?.hasAttribute('disabled')).toBe(true);
  },
  uncertain: () => {
    expect(texts('alert')).toEqual([UNCERTAIN]);
    expect(button('Try again')).toBeTruthy();
    expect(button('Processing payment…') ?? button('Confirm and pay')).toBeNull();
  },
  // The server decided: the upgrade's success page, or its failure screen with the code.
  settled: ({ context: { outcome } }) => {
    if (outcome?.ok)
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order Complete');
    else
      expect(texts('alert')).toEqual([
        expect.stringContaining(`Error Code ${outcome?.problem.code}.`),
      ]);
  },
};
requireChecks(payAttemptMachine, SEES);

const step = stepper<H, AnyEventObject & { output?: unknown }>(always);

/** The app sends the attempt's request again: unchanged, the same key. */
async function resent(h: H, act: () => unknown) {
  const before = h.api.upgrade.calls.length;
  await act();
  const next = await h.api.upgrade.another(before);
  expect(next.request, 'the same attempt, resent').toEqual(h.api.upgrade.calls[0]?.request);
}

/** One attempt on the upgrade confirmation (jsdom), its pc/uap requests held. */
export const binding: Binding<H> = {
  async start(path) {
    const [api, clock, restoreErrors] = [holdCheckoutApi(), skippableClock(), readableErrors()];
    const user = userEvent.setup({ advanceTimers: clock.skip });
    const h = { api, clock, restoreErrors, user, truth: new Truth(payAttemptMachine, path.input) };
    try {
      await renderApp({
        url: `/pricing/products/checkout?product=COMBO&cycle=1&currency=USD&upgrade=${plan.orderId}`,
        getUserInfo: async () => signedInUser(),
      });
      await api.plans.answer(plansAnswer(plan));
      await user.click(await screen.findByLabelText(AGREEMENT, {}, { timeout: 5000 }));
      await user.click(button('Confirm and pay') as HTMLElement);
      await api.upgrade.waiting();
      return h;
    } catch (e) {
      await binding.stop?.(h);
      throw e;
    }
  },
  events: {
    'xstate.done.actor.pay': step((h, e) => h.api.upgrade.answer(e.output)),
    'xstate.error.actor.pay': step((h) => h.api.upgrade.fail()),
    'xstate.after.payRetryDelay.payAttempt.reconnecting': step((h) =>
      resent(h, () => h.clock.skip(1500)),
    ),
    'payment.retry': step((h) => resent(h, () => h.user.click(button('Try again') as HTMLElement))),
  },
  states: Object.fromEntries(
    Object.keys(SEES).map((key) => [
      key,
      (h: H) => waitFor(() => SEES[key]?.(h.truth.as<PayAttemptContext>()), { timeout: 1000 }),
    ]),
  ),
  async stop(h) {
    cleanup();
    h.api.restore();
    h.restoreErrors();
    h.clock.restore();
    h.truth.stop();
  },
};
