import type { Browser } from '@playwright/test';
import { AGREEMENT } from '../../pages/checkout';
import { button, type Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import { heldSent, type Sent, sendsAgain } from '../drivers/checkoutTruth';
import { HeldRequests, myPlans, type RealScreen, Sessions } from '../drivers/heldRequests';
import { upgradeUrl } from '../models/checkoutUpgradeMachine.model';
import { paySees, retry } from '../models/payAttemptMachine.model';
import type { Binding } from '../runner';

type H = RealScreen & { person: Person; sent: Sent };

/** One attempt on the upgrade confirmation in Chromium against the real server (pc/uap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    async start() {
      const tab = await sessions.open('active@demo.test');
      sessions.changesData();
      const plan = (await myPlans(tab, baseURL)).find((p) => p.upgradeTargets.length > 0);
      if (!plan) throw new Error('active@demo.test has no plan to upgrade');
      const held = new HeldRequests(tab);
      await held.hold('upgradePlan');
      await tab.clock.install();
      await tab.goto(upgradeUrl(plan.orderId));
      // As long as the other checks of this runner wait (drivers/heldRequests.ts).
      const person = playwrightPerson(tab, { timeout: 5_000 });
      await person.ticks(AGREEMENT);
      // The page's timers stand still until the path's "a moment passes".
      await tab.clock.pauseAt(Date.now() + 1000);
      await person.clicks(button('Confirm and pay'));
      return { tab, held, person, sent: heldSent(held, 'upgradePlan') };
    },
    events: {
      'xstate.done.actor.pay': (h, e) => h.held.releaseAs('upgradePlan', e.output),
      // The server handles the request; its answer is lost on the way back.
      'xstate.error.actor.pay': (h) => h.held.drop('upgradePlan', true),
      'xstate.after.payRetryDelay.payAttempt.reconnecting': (h) =>
        sendsAgain(h.sent, 'same', () => h.tab.clock.runFor(1500)),
      'payment.retry': (h) => sendsAgain(h.sent, 'same', () => retry(h.person)),
    },
    states: paySees,
    stop: (h) => sessions.closeScreen(h),
  };
}
