import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { AGREEMENT, RECONNECTING, UNCERTAIN } from '../../pages/checkout';
import { renderApp, signedInUser } from '../../unit/views/appHarness';
import { holdCheckoutApi, readableErrors, skippableClock } from '../drivers/heldApi';
import { plan, quote } from '../models/checkoutUpgradeMachine.model';
import type { Binding } from '../runner';
import { requireChecks } from './checkoutTruth';
import { plansAnswer, upgradeUrl } from './upgradeSteps';

const held = () => ({ api: holdCheckoutApi(), clock: skippableClock(), errors: readableErrors() });
type H = ReturnType<typeof held> & { user: ReturnType<typeof userEvent.setup> };

const texts = (role: string) => screen.queryAllByRole(role).map((e) => e.textContent);
const busy = () =>
  (screen.queryByRole('button', { name: 'Processing payment…' }) as HTMLButtonElement | null)
    ?.disabled;

/** What the buyer sees of the attempt on the upgrade confirmation: pay button, notices, alerts. */
const SEES: Record<string, () => void> = {
  paying: () => expect([busy(), ...texts('status'), ...texts('alert')]).toEqual([true]),
  reconnecting: () => expect([busy(), ...texts('status')]).toEqual([true, RECONNECTING]),
  uncertain: () => {
    expect([busy(), ...texts('alert')]).toEqual([undefined, UNCERTAIN]);
    expect(
      screen
        .getAllByRole('button', { name: /^(Try again|Confirm and pay)$/ })
        .map((b) => b.textContent),
    ).toEqual(['Try again']);
  },
  // The server decided: the flow takes over (here the upgrade's success page).
  settled: () => screen.getByRole('heading', { level: 1, name: 'Order Complete' }),
};
requireChecks(payAttemptMachine, SEES);

/** The page sends the attempt's request again: unchanged, the same key. */
async function resent(h: H, act: () => unknown) {
  const before = h.api.upgrade.calls.length;
  await act();
  const next = await h.api.upgrade.another(before);
  expect(next.request, 'the same attempt, resent').toEqual(h.api.upgrade.calls[0]?.request);
}

/** One attempt on the upgrade confirmation (jsdom), its pc/uap requests held. */
export const binding: Binding<H> = {
  // Every step of the attempt can be taken from where the path puts it: no state to track.
  async start() {
    const parts = held();
    const h = { ...parts, user: userEvent.setup({ advanceTimers: parts.clock.skip }) };
    try {
      await renderApp({
        api: h.api.fakes,
        url: upgradeUrl(plan.orderId),
        getUserInfo: async () => signedInUser(),
      });
      await h.api.plans.answer(plansAnswer(plan));
      await h.api.preview.answer(quote);
      await h.user.click(await screen.findByLabelText(AGREEMENT, {}, { timeout: 5000 }));
      await h.user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
      return h;
    } catch (e) {
      await binding.stop?.(h);
      throw e;
    }
  },
  events: {
    'xstate.done.actor.pay': (h, e) => h.api.upgrade.answer((e as { output?: unknown }).output),
    'xstate.error.actor.pay': (h) => h.api.upgrade.fail(),
    'xstate.after.payRetryDelay.payAttempt.reconnecting': (h) =>
      resent(h, () => h.clock.skip(1500)),
    'payment.retry': (h) =>
      resent(h, () => h.user.click(screen.getByRole('button', { name: 'Try again' }))),
  },
  states: Object.fromEntries(
    Object.keys(SEES).map((key) => [key, () => waitFor(() => SEES[key]?.(), { timeout: 1000 })]),
  ),
  async stop(h) {
    cleanup();
    h.errors();
    h.clock.restore();
  },
};
