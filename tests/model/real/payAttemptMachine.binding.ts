import type { Browser, Page } from '@playwright/test';
import { AGREEMENT } from '../../pages/checkout';
import { button, type Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { expect, HeldRequests, myPlans, Sessions } from '../drivers/heldRequests';
import { heldSent, sendsAgain } from '../fast/checkoutTruth';
import { upgradeUrl } from '../models/checkoutUpgradeMachine.model';
import { paySees, retry } from '../models/payAttemptMachine.model';
import type { Binding } from '../runner';

type H = { page: Page; held: HeldRequests; person: Person };

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
      await held.hold('upgradePlan');
      await page.clock.install();
      await page.goto(upgradeUrl(plan.orderId));
      // As long as the other checks of this runner wait (drivers/heldRequests.ts).
      const person = playwrightPerson(page, { timeout: 5_000 });
      await person.ticks(AGREEMENT);
      // The page's timers stand still until the path's "a moment passes".
      await page.clock.pauseAt(Date.now() + 1000);
      await person.clicks(button('Confirm and pay'));
      return { page, held, person };
    },
    events: {
      'xstate.done.actor.pay': async (h) => {
        const { body } = await h.held.release('upgradePlan');
        expect(body.errorCode, `the server takes the payment: ${JSON.stringify(body)}`).toBe('0');
      },
      // The server handles the request; its answer is lost on the way back.
      'xstate.error.actor.pay': (h) => h.held.drop('upgradePlan', true),
      'xstate.after.payRetryDelay.payAttempt.reconnecting': (h) =>
        sendsAgain(heldSent(h.held, 'upgradePlan'), 'same', () => h.page.clock.runFor(1500)),
      'payment.retry': (h) =>
        sendsAgain(heldSent(h.held, 'upgradePlan'), 'same', () => retry(h.person)),
    },
    states: paySees,
    async stop(h) {
      await h.held.open();
      await h.page.context().close();
    },
  };
}
