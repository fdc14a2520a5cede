import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { PreviewedOrder } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { Result } from '../../../src/api/contract/result';
import type { UpgradedPlan } from '../../../src/api/orders';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import type { Person } from '../../pages/person';
import { playwrightPerson } from '../../pages/playwrightPerson';
import type { Cannot } from '../cannot';
import {
  DECLINED_CARD,
  expect,
  HeldRequests,
  myPlans,
  resultOf,
  Sessions,
  storeCard,
  switchPlanCard,
} from '../drivers/heldRequests';
import { DAY_MS, ServerClock } from '../drivers/serverClock';
import {
  eventsFrom,
  heldSent,
  sendsAgain,
  statesFrom,
  stepper,
  Truth,
  takenAs,
} from '../fast/checkoutTruth';
import type { ModelPath } from '../machineModel';
import {
  quoteAsked,
  upgradeAsked,
  upgradeDoes,
  upgradeUrl,
} from '../models/checkoutUpgradeMachine.model';
import { upgradeSees } from '../models/checkoutUpgradeMachine.sees';
import type { Binding } from '../runner';

type H = {
  page: Page;
  person: Person;
  held: HeldRequests;
  truth: Truth;
  /** The path walked: the answer it gives each attempt (see arrangeAttempt). */
  path: ModelPath;
  /** The plan's own card (pays) and the sandbox's declining card, when the path needs it. */
  cards: { good: number; declining?: number };
  /** Moved a day ahead before an attempt the path has refused as "the amount changed" (0079). */
  clock: ServerClock;
};
type ModelEvent = AnyEventObject & { output?: unknown };

/** Seeded with HKEx All-Platform monthly in USD on a Visa 4242: it can go up to Combo Premium. */
const MEMBER = 'active@demo.test';
/** An order id no demo account has: the upgrade link of a plan that is not the user's. */
const NOT_MINE = 999_999;

/** Whether a step of the path finds the plan (undefined: not the plan's answer). */
const finds = (e: AnyEventObject) =>
  e.type === 'xstate.done.actor.loadPlan' ? e.output !== null : undefined;
/** The server's answer to an attempt at this step: 'paid' or the refusal's code. */
const answerOf = (e: AnyEventObject) => {
  if (e.type !== 'xstate.done.actor.payAttempt') return undefined;
  const outcome = e.output as Result<UpgradedPlan>;
  return outcome.ok ? 'paid' : outcome.problem.code;
};

/** What the real server, with the demo data, cannot answer as the path says. */
const cannot: Cannot[] = [
  {
    scope: 'runner:real',
    when: ({ event, path, at }) =>
      finds(event) !== undefined &&
      !!path?.events.slice(0, at).some((e) => finds(e) === !finds(event)),
    why: 'One upgrade link finds the plan or does not: the same address cannot answer both.',
  },
  {
    scope: 'runner:real',
    when: ({ event }) => ![undefined, 'paid', '5001', '0079'].includes(answerOf(event)),
    why: ({ event }) =>
      `The demo data arranges a declined card (5001) or a moved clock (0079), not ${answerOf(event)}.`,
  },
];

const step = stepper<H, ModelEvent>();

/**
 * Before a step that starts an attempt (a ticked confirmation, or Try again): the plan's card is
 * set to give the answer the path has next, and for "the amount changed" a day passes on the
 * server, so the quote on screen is a day old.
 */
async function arrangeAttempt(h: H, e: AnyEventObject, baseURL: string) {
  const { agreement, orderId } = h.truth.as<CheckoutUpgradeContext>().context;
  const starts = e.type === 'payment.retry' || (e.type === 'upgrade.confirm' && agreement);
  const later = h.path.events.slice(h.truth.taken);
  const answer = later.map(answerOf).find((a) => a !== undefined);
  if (!starts || answer === undefined) return;
  const { declining, good } = h.cards;
  if (declining !== undefined)
    await switchPlanCard(h.page, baseURL, orderId, answer === '5001' ? declining : good);
  if (answer === '0079') await h.clock.forward(DAY_MS);
}

/** The upgrade confirmation in Chromium against the real server (pc/up, pc/uap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    cannot,
    async start(path) {
      const input = path.input as CheckoutUpgradeInput;
      const page = await sessions.open(MEMBER);
      const plan = (await myPlans(page, baseURL)).find((p) => p.canUpgrade);
      if (!plan) throw new Error(`${MEMBER} has no plan to upgrade`);
      if (path.events.some((e) => e.type === 'xstate.done.actor.payAttempt'))
        sessions.changesData();
      // A declined attempt is charged to the sandbox's declining card, a paid one to the plan's
      // own Visa 4242: the plan's card is switched (real API, as in My Plan) before each attempt.
      const good = plan.paymentMethod?.cardId;
      if (!good) throw new Error('the plan has no card');
      const cards: H['cards'] = { good };
      if (path.events.some((e) => answerOf(e) === '5001'))
        cards.declining = (await storeCard(page, baseURL, DECLINED_CARD, 'Alex Active')).id;
      const orderId = path.events.some((e) => finds(e) === false) ? NOT_MINE : plan.orderId;
      const held = new HeldRequests(page);
      await held.hold('getMyPlans', 'previewOrder', 'upgradePlan');
      await page.goto(upgradeUrl(orderId, input.productCode));
      const truth = new Truth(checkoutUpgradeMachine, { ...input, orderId });
      return {
        page,
        // As long as the other checks of this runner wait (drivers/heldRequests.ts).
        person: playwrightPerson(page, { timeout: 5_000 }),
        held,
        truth,
        path,
        cards,
        clock: new ServerClock(baseURL),
      };
    },
    events: {
      // Before each attempt the server is arranged to answer it as the path says.
      ...eventsFrom<H>(upgradeDoes, async (h, e, go) => {
        await arrangeAttempt(h, e, baseURL);
        return e.type === 'payment.retry'
          ? sendsAgain(heldSent(h.held, 'upgradePlan'), 'new', go)
          : go();
      }),
      'xstate.done.actor.loadPlan': step(async (h, e) => {
        const { body } = await h.held.release('getMyPlans');
        const { orderId } = h.truth.as<CheckoutUpgradeContext>().context;
        const list = (body.data as { myPlans: MyPlan[] }).myPlans;
        const plan = list.find((p) => p.orderId === orderId) ?? null;
        expect(plan?.canUpgrade ?? false, 'the server lists the plan as upgradable').toBe(
          (e.output as MyPlan | null)?.canUpgrade ?? false,
        );
        return takenAs({ ...e, output: plan });
      }),
      'xstate.error.actor.loadPlan': step((h) => h.held.drop('getMyPlans', false)),
      'xstate.done.actor.loadQuote': step(async (h, e) => {
        const { body, request } = await h.held.release('previewOrder');
        const asked = quoteAsked(h.truth.as<CheckoutUpgradeContext>());
        expect(request, 'what the server is asked to price').toMatchObject(asked);
        expect(body.errorCode, `the server quotes: ${JSON.stringify(body)}`).toBe('0');
        const { errorCode: _, ...quote } = body;
        return takenAs({ ...e, output: quote as unknown as PreviewedOrder });
      }),
      'xstate.error.actor.loadQuote': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        const { body, request } = await h.held.release('upgradePlan');
        const seen = h.truth.as<CheckoutUpgradeContext>();
        expect(request, 'what the server is asked').toMatchObject(upgradeAsked(seen));
        const outcome: Result<UpgradedPlan> = resultOf(body);
        const answered = answerOf({ ...e, output: outcome });
        expect(answered, 'the server answers as arranged').toBe(answerOf(e));
        // What was charged is what was shown.
        if (outcome.ok)
          expect(outcome.value.amountPaid, 'charged').toBe(seen.context.quote?.dueToday);
        return takenAs({ ...e, output: outcome });
      }),
    },
    // The state value is part of the model's key; the context comes from the path's own events
    // with the real server's answers.
    states: statesFrom<H>(checkoutUpgradeMachine, upgradeSees),
    async stop(h) {
      await h.clock.restore();
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
