import type { Browser } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import type { Person } from '../../pages/person';
import {
  eventsFrom,
  heldSent,
  listedPlan,
  sendsAgain,
  statesFrom,
  stepper,
  Truth,
  takenAs,
} from '../drivers/checkoutTruth';
import {
  expect,
  firstOutput,
  myPlans,
  type RealScreen,
  Sessions,
  showScreen,
} from '../drivers/heldRequests';
import { payPlanWithDecliningCard } from '../drivers/planCard';
import { DAY_MS, ServerClock } from '../drivers/serverClock';
import { does, sees, upgradeUrl } from '../models/checkoutUpgradeMachine.model';
import type { Binding } from '../runner';

type H = RealScreen & { person: Person; truth: Truth; undo?: () => Promise<void> };

/** Seeded with HKEx All-Platform monthly in USD on a Visa 4242: it can go up to Combo Premium. */
const MEMBER = 'active@demo.test';
/** An order id no demo account has: the upgrade link of a plan that is not the user's. */
const NOT_MINE = 999_999;

const step = stepper<H, AnyEventObject>();
const seen = (h: H) => h.truth.as<CheckoutUpgradeContext>();

/** The upgrade confirmation in Chromium against the real server (pc/up, pc/uap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  // Moved a day ahead before an attempt the path has refused as "the amount changed" (0079).
  const clock = new ServerClock(baseURL);
  return {
    async start(path) {
      const input = path.input as CheckoutUpgradeInput;
      const tab = await sessions.open(MEMBER);
      if (firstOutput(path, 'xstate.done.actor.payAttempt')) sessions.changesData();
      const plan = (await myPlans(tab, baseURL)).find((p) => p.upgradeTargets.length > 0);
      if (!plan) throw new Error(`${MEMBER} has no plan to upgrade`);
      const notFound = firstOutput(path, 'xstate.done.actor.loadPlan') === null;
      const orderId = notFound ? NOT_MINE : plan.orderId;
      const url = upgradeUrl(orderId, input.productCode);
      const held = ['getMyPlans', 'previewOrder', 'upgradePlan'];
      const { page: person, ...screen } = await showScreen(tab, url, (p) => p, ...held);
      return { ...screen, person, truth: new Truth(checkoutUpgradeMachine, { ...input, orderId }) };
    },
    events: {
      ...eventsFrom<H>(does, (h, e, go) =>
        e.type === 'payment.retry' ? sendsAgain(heldSent(h.held, 'upgradePlan'), 'new', go) : go(),
      ),
      'xstate.done.actor.loadPlan': step(async (h, e) => {
        const plan = await listedPlan(h.held, seen(h).context.orderId);
        const to = (p: typeof plan) => p?.upgradeTargets.includes(seen(h).context.productCode);
        expect(to(plan), 'the server lists it as upgradable').toBe(to(e.output));
        return takenAs({ ...e, output: plan });
      }),
      'xstate.error.actor.loadPlan': step((h) => h.held.drop('getMyPlans', false)),
      'xstate.done.actor.loadQuote': step(async (h, e) => {
        const { body, request } = await h.held.release('previewOrder');
        // No coupons, the plan's cycle and currency.
        const { plan, productCode } = seen(h).context;
        const { subscriptionTime, currency, orderId: upgradeOrderId } = plan!;
        const asked = { productCode, subscriptionTime, currency, coupons: [], upgradeOrderId };
        expect(request, 'what the server is asked to price').toMatchObject(asked);
        expect(body.errorCode, `the server quotes: ${JSON.stringify(body)}`).toBe('0');
        const { errorCode: _, ...quote } = body;
        return takenAs({ ...e, output: quote });
      }),
      'xstate.error.actor.loadQuote': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        // The attempt is held on its way: before it reaches the server, the plan is set to pay
        // with the sandbox's declining card for a refusal (5001), else with its own card again (as
        // in My Plan); for "the amount changed" a day passes, so the quote on screen is a day old.
        const refusal = e.output.ok ? null : e.output.problem.code;
        const { orderId, productCode, quote } = seen(h).context;
        if (refusal === '5001') h.undo = await payPlanWithDecliningCard(h.tab, orderId);
        else await h.undo?.();
        if (refusal === '0079') await clock.forward(DAY_MS);
        // The charge asked for is the amount on screen, for this plan.
        const asked = { orderId, productCode, agreement: true, expectedAmount: quote?.dueToday };
        const request = h.held.sent('upgradePlan', await h.held.waiting('upgradePlan'));
        expect(request, 'what the server is asked').toMatchObject(asked);
        const outcome = await h.held.releaseAs('upgradePlan', e.output);
        // What was charged is what was shown.
        if (outcome.ok)
          expect(outcome, 'charged').toMatchObject({ value: { amountPaid: quote?.dueToday } });
        return takenAs({ ...e, output: outcome });
      }),
    },
    // The state value is part of the model's key; the context comes from the path's own events
    // with the real server's answers.
    states: statesFrom<H>(checkoutUpgradeMachine, sees),
    async stop(h) {
      await clock.restore();
      h.truth.stop();
      await sessions.closeScreen(h);
    },
  };
}
