import type { Browser, Page } from '@playwright/test';
import { payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { AGREEMENT, RECONNECTING, UNCERTAIN } from '../../pages/checkout';
import { expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { requireChecks } from '../fast/checkoutTruth';
import { upgradeUrl } from '../fast/upgradeSteps';
import type { Binding } from '../runner';

type H = { page: Page; held: HeldRequests };

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: true });

/** What the buyer sees of the attempt on the upgrade confirmation: pay button, notices, alerts. */
const SEES: Record<string, (h: H) => Promise<void>> = {
  paying: async ({ page }) => {
    await expect(button(page, 'Processing payment…')).toBeDisabled();
    await expect(page.getByRole('status').or(page.getByRole('alert'))).toHaveCount(0);
  },
  reconnecting: async ({ page }) => {
    await expect(page.getByRole('status')).toHaveText(RECONNECTING);
    await expect(button(page, 'Processing payment…')).toBeDisabled();
  },
  uncertain: async ({ page }) => {
    await expect(page.getByRole('alert')).toHaveText(UNCERTAIN);
    await expect(button(page, /^(Try again|Processing payment…|Confirm and pay)$/)).toHaveText(
      'Try again',
    );
  },
  // The server decided: the flow takes over (here the upgrade's success page).
  settled: ({ page }) =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Complete'),
};
requireChecks(payAttemptMachine, SEES);

/** The page sends the attempt's request again: unchanged, the same key. */
async function resent(h: H, act: () => Promise<unknown>) {
  const before = h.held.count('upgrade');
  await act();
  await h.held.another('upgrade', before);
  expect(h.held.sent('upgrade', before), 'the same attempt, resent').toEqual(
    h.held.sent('upgrade', 0),
  );
}

/** One attempt on the upgrade confirmation in Chromium against the real server (pc/uap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    // Every step of the attempt can be taken from where the path puts it: no state to track.
    async start() {
      const page = await sessions.open('active@demo.test');
      sessions.changesData();
      const plan = (await myPlans(page, baseURL)).find((p) => p.canUpgrade);
      if (!plan) throw new Error('active@demo.test has no plan to upgrade');
      const held = new HeldRequests(page);
      await held.hold('upgrade');
      await page.clock.install();
      await page.goto(upgradeUrl(plan.orderId));
      await page.getByLabel(AGREEMENT).check();
      // The page's timers stand still until the path's "a moment passes".
      await page.clock.pauseAt(Date.now() + 1000);
      await button(page, 'Confirm and pay').click();
      return { page, held };
    },
    events: {
      'xstate.done.actor.pay': async (h) => {
        const { body } = await h.held.release('upgrade');
        expect(body.errorCode, `the server takes the payment: ${JSON.stringify(body)}`).toBe('0');
      },
      // The server handles the request; its answer is lost on the way back.
      'xstate.error.actor.pay': (h) => h.held.drop('upgrade', true),
      'xstate.after.payRetryDelay.payAttempt.reconnecting': (h) =>
        resent(h, () => h.page.clock.runFor(1500)),
      'payment.retry': (h) => resent(h, () => button(h.page, 'Try again').click()),
    },
    states: SEES,
    async stop(h) {
      await h.held.open();
      await h.page.context().close();
    },
  };
}
