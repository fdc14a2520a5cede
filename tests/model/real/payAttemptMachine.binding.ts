import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import { type PayAttemptContext, payAttemptMachine } from '../../../src/machines/payAttemptMachine';
import { AGREEMENT, RECONNECTING, UNCERTAIN } from '../checkoutWords';
import { always, requireChecks, stepper, Truth, takenAs } from '../fast/checkoutTruth';
import { upgradeUrl } from '../fast/upgradeSteps';
import type { Binding } from '../runner';
import {
  DECLINED_CARD,
  expect,
  HeldRequests,
  myPlans,
  resultOf,
  Sessions,
  storeCard,
  switchPlanCard,
} from './checkoutServer';

type H = { page: Page; held: HeldRequests; truth: Truth };
type ModelEvent = AnyEventObject & { output?: Result<unknown> };

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: true });

/** On the upgrade confirmation: the pay button, notices and alerts; settled: what the server decided. */
const SEES: Record<string, (page: Page, outcome: Result<unknown> | null) => Promise<void>> = {
  paying: async (page) => {
    await expect(button(page, 'Processing payment…')).toBeDisabled();
    await expect(page.getByRole('status').or(page.getByRole('alert'))).toHaveCount(0);
  },
  reconnecting: async (page) => {
    await expect(page.getByRole('status')).toHaveText(RECONNECTING);
    await expect(button(page, 'Processing payment…')).toBeDisabled();
  },
  uncertain: async (page) => {
    await expect(page.getByRole('alert')).toHaveText(UNCERTAIN);
    await expect(button(page, /^(Try again|Processing payment…|Confirm and pay)$/)).toHaveText(
      'Try again',
    );
  },
  settled: (page, outcome) =>
    outcome?.ok
      ? expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Complete')
      : expect(page.getByRole('alert')).toContainText(`Error Code ${outcome?.problem.code}.`),
};
requireChecks(payAttemptMachine, SEES);

const step = stepper<H, ModelEvent>(always);

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
    async start(path) {
      const page = await sessions.open('active@demo.test');
      sessions.changesData();
      const plan = (await myPlans(page, baseURL)).find((p) => p.canUpgrade);
      if (!plan) throw new Error('active@demo.test has no plan to upgrade');
      // A refusal: the sandbox's declining card becomes the plan's card (as in My Plan).
      if (path.events.some((e) => (e as ModelEvent).output?.ok === false)) {
        const declining = await storeCard(page, baseURL, DECLINED_CARD, 'Alex Active');
        await switchPlanCard(page, baseURL, plan.orderId, declining.id);
      }
      const held = new HeldRequests(page);
      await held.hold('upgrade');
      await page.clock.install();
      await page.goto(upgradeUrl(plan.orderId));
      await page.getByLabel(AGREEMENT).check();
      // The page's timers stand still until the path's "a moment passes".
      await page.clock.pauseAt(Date.now() + 1000);
      await button(page, 'Confirm and pay').click();
      return { page, held, truth: new Truth(payAttemptMachine, path.input) };
    },
    events: {
      'xstate.done.actor.pay': step(async (h, e) => {
        const outcome = resultOf((await h.held.release('upgrade')).body);
        expect(outcome.ok, 'the server decides as arranged').toBe(e.output?.ok);
        return takenAs({ ...e, output: outcome });
      }),
      // The server handles the request; its answer is lost on the way back.
      'xstate.error.actor.pay': step((h) => h.held.drop('upgrade', true)),
      'xstate.after.payRetryDelay.payAttempt.reconnecting': step((h) =>
        resent(h, () => h.page.clock.runFor(1500)),
      ),
      'payment.retry': step((h) => resent(h, () => button(h.page, 'Try again').click())),
    },
    states: Object.fromEntries(
      Object.keys(SEES).map((key) => [
        key,
        (h: H) =>
          SEES[key]?.(h.page, h.truth.as<PayAttemptContext>().context.outcome) ?? Promise.resolve(),
      ]),
    ),
    async stop(h) {
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
