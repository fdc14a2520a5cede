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
import { formatMoney } from '../../../src/views/format';
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
import { requireChecks, type Snapshot, stepper, Truth, takenAs } from '../fast/checkoutTruth';
import { upgradeUrl } from '../fast/upgradeSteps';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';

type H = {
  page: Page;
  held: HeldRequests;
  truth: Truth;
  /** Before the step starting each attempt: how the path has the server answer it. */
  attempts: Map<number, Attempt>;
  /** The plan's own card (pays) and the sandbox's declining card, when the path needs it. */
  cards: { good: number; declining?: number };
  orderId: number;
  /** Moved a day ahead before an attempt the path has refused as "the amount changed" (0079). */
  clock: ServerClock;
};
/** How the path has the server answer an attempt: paid, declined (5001), re-quoted (0079). */
type Attempt = 'paid' | '5001' | '0079' | undefined;
type S = Snapshot<CheckoutUpgradeContext>;
type ModelEvent = AnyEventObject & { output?: unknown };

/** Seeded with HKEx All-Platform monthly in USD on a Visa 4242: it can go up to Combo Premium. */
const MEMBER = 'active@demo.test';
/** An order id no demo account has: the upgrade link of a plan that is not the user's. */
const NOT_MINE = 999_999;

const PRODUCT_NAMES: Record<string, string> = {
  COMBO: 'Combo Premium',
  HK_ALL: 'HKEx All-Platform',
  A_ALL: 'A-Shares All-Platform',
};
const CYCLES: Record<number, string> = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' };
const AGREEMENT = /Term Purchase Agreement/;
const REFUSED = 'Please check the Term Purchase Agreement first';
const INTERRUPTED = 'The connection was interrupted. Confirming your payment…';
const BACK = 'Back to confirmation';
const CHANGED = 'The amount due has changed. Check the new amount and confirm again.';
const WORKING = 'Working out the exact amount…';
const NO_QUOTE = 'The amount due could not be worked out. Nothing has been charged.';
/** The refusals the demo data can arrange: a declining card, and a day passing on the server. */
const ARRANGEABLE = ['5001', '0079'];

const outputsOf = (path: ModelPath, type: string) =>
  path.events.filter((e) => e.type === type).map((e) => (e as { output?: unknown }).output);

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
    when: ({ event }) => ![undefined, 'paid', ...ARRANGEABLE].includes(answerOf(event)),
    why: ({ event }) =>
      `The demo data arranges a declined card (5001) or a moved clock (0079), not ${answerOf(event)}.`,
  },
];

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function expectFacts(page: Page, s: S) {
  const { plan, productCode } = s.context;
  if (!plan) throw new Error('no plan in the machine');
  await expect(
    page.getByRole('heading', {
      name: `From ${plan.productName} to ${PRODUCT_NAMES[productCode]}`,
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Your billing cycle stays ${CYCLES[plan.subscriptionTime]}, in ${plan.currency}.`,
    ),
  ).toBeVisible();
  const card = plan.paymentMethod;
  if (card)
    await expect(
      page.getByText(
        `The upgrade is charged to the card your plan uses: ${card.brand} ending in ${card.last4}.`,
      ),
    ).toBeVisible();
  await expect(
    page.getByText('Any discount on your current order is lost after you confirm.'),
  ).toBeVisible();
}

/** The server's quote, to the cent, and why it was quoted again. */
async function expectQuote(page: Page, s: S) {
  const { quote, quoteChanged } = s.context;
  await expect(alert(page, CHANGED), CHANGED).toHaveCount(quoteChanged ? 1 : 0);
  const panel = page.getByRole('region', { name: 'What you pay' });
  if (!quote) {
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: WORKING })).toHaveCount(1);
    return;
  }
  const money = (minor: number) => formatMoney(minor, quote.currency, 'en');
  const row = (label: string) => panel.locator('div').filter({ has: page.getByText(label) });
  await expect(row('Charged now').locator('dd'), 'the amount charged now').toHaveText(
    money(quote.dueToday),
  );
  if (quote.discountTotal > 0)
    await expect(
      row('Credit for the unused part of your current period').locator('dd'),
      'the credit',
    ).toHaveText(`−${money(quote.discountTotal)}`);
}

async function expectAgreement(page: Page, s: S, open: boolean) {
  const box = page.getByLabel(AGREEMENT);
  await expect(box, 'agreement ticked').toBeChecked({ checked: s.context.agreement });
  if (open) await expect(box).toBeEnabled();
  else await expect(box).toBeDisabled();
  await expect(alert(page, REFUSED), REFUSED).toHaveCount(s.context.agreementRefused ? 1 : 0);
}

async function expectBusy(page: Page, s: S) {
  await expectFacts(page, s);
  await expectQuote(page, s);
  await expectAgreement(page, s, false);
  await expect(button(page, 'Processing payment…')).toBeDisabled();
  await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: INTERRUPTED })).toHaveCount(0);
}

/** What a person sees in each state of the upgrade confirmation. */
const SEES: Record<string, (page: Page, s: S) => Promise<void>> = {
  loading: async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm upgrade' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading your plan…');
    await expect(page.getByRole('heading', { name: /^From / })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  },
  loadFailed: async (page) => {
    await expect(page.getByRole('alert')).toHaveText('Your plan could not be loaded.');
    await expect(page.getByRole('region', { name: 'What you pay' })).toHaveCount(0);
    await expect(button(page, 'Try again')).toBeVisible();
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  },
  unavailable: async (page) => {
    await expect(page.getByRole('status')).toHaveText('This plan cannot be upgraded. See My Plan.');
    await expect(page.getByRole('link', { name: 'My Plan', exact: true })).toBeVisible();
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^From / })).toHaveCount(0);
  },
  quoting: async (page, s) => {
    await expectFacts(page, s);
    await expectQuote(page, s);
    await expect(page.getByLabel(AGREEMENT)).toHaveCount(0);
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  },
  quoteFailed: async (page, s) => {
    await expectFacts(page, s);
    await expect(alert(page, NO_QUOTE)).toHaveCount(1);
    await expect(alert(page, CHANGED), CHANGED).toHaveCount(s.context.quoteChanged ? 1 : 0);
    await expect(button(page, 'Try again')).toBeVisible();
    await expect(page.getByText('Charged now')).toHaveCount(0);
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  },
  confirming: async (page, s) => {
    await expectFacts(page, s);
    await expectQuote(page, s);
    await expectAgreement(page, s, true);
    await expect(button(page, 'Confirm and pay')).toBeEnabled();
    await expect(page.getByText(/Error Code/)).toHaveCount(0);
  },
  paying: (page, s) => expectBusy(page, s),
  failed: async (page, s) => {
    await expectFacts(page, s);
    // The confirmation is replaced by the failure screen, and the reader is taken to it.
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(
      `The system is experiencing technical difficulties. Error Code ${s.context.failure?.code}. Please try again.`,
    );
    await expect(
      page.getByText('Your plan has not changed and nothing was charged.'),
    ).toBeVisible();
    await expect(button(page, 'Try again')).toBeVisible();
    await expect(button(page, BACK)).toBeVisible();
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Update the payment method in My Plan' }),
    ).toBeVisible();
    await expect(page.getByLabel(AGREEMENT)).toHaveCount(0);
  },
  succeeded: async (page, s) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/products/checkout/successfulorder\\?orderId=${s.context.upgraded?.orderId}$`),
    );
    await expect(page.getByRole('status')).toHaveText('Thank you! Your order is complete.');
  },
};
requireChecks(checkoutUpgradeMachine, SEES);

const step = stepper<H, ModelEvent>();

/**
 * Each attempt (a new idempotency key) is answered once; its answer is decided then. For each step
 * that starts one, how the path has the server answer it (undefined: never answered).
 */
function attemptsOf(path: ModelPath): Map<number, Attempt> {
  const out = new Map<number, Attempt>();
  const truth = new Truth(checkoutUpgradeMachine, path.input);
  for (const [i, event] of path.events.entries()) {
    const before = truth.snapshot;
    const fresh = before.matches('confirming') || before.matches('failed');
    truth.send(event);
    if (!fresh || !truth.snapshot.matches('paying')) continue;
    const answer = path.events.slice(i + 1).find((e) => answerOf(e) !== undefined);
    out.set(i, answer && (answerOf(answer) as Attempt));
  }
  truth.stop();
  return out;
}

/**
 * Before a step that starts an attempt: the plan's card is set to give the arranged answer, and
 * for "the amount changed" a day passes on the server, so the quote on screen is a day old.
 */
async function arrangeAttempt(h: H, baseURL: string) {
  const attempt = h.attempts.get(h.truth.taken);
  if (attempt === undefined) return;
  if (h.cards.declining !== undefined)
    await switchPlanCard(
      h.page,
      baseURL,
      h.orderId,
      attempt === '5001' ? h.cards.declining : h.cards.good,
    );
  if (attempt === '0079') await h.clock.forward(DAY_MS);
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
      const attempts = attemptsOf(path);
      const good = plan.paymentMethod?.cardId;
      if (!good) throw new Error('the plan has no card');
      const cards: H['cards'] = { good };
      if ([...attempts.values()].includes('5001'))
        cards.declining = (await storeCard(page, baseURL, DECLINED_CARD, 'Alex Active')).id;
      const plans = outputsOf(path, 'xstate.done.actor.loadPlan');
      const orderId = plans.some((p) => p === null) ? NOT_MINE : plan.orderId;
      const held = new HeldRequests(page);
      await held.hold('plans', 'previewOrder', 'upgrade');
      await page.goto(upgradeUrl(orderId, input.productCode));
      const truth = new Truth(checkoutUpgradeMachine, { ...input, orderId });
      return {
        page,
        held,
        truth,
        attempts,
        cards,
        orderId: plan.orderId,
        clock: new ServerClock(baseURL),
      };
    },
    events: {
      'xstate.done.actor.loadPlan': step(async (h, e) => {
        const { body } = await h.held.release('plans');
        const { orderId } = h.truth.as<CheckoutUpgradeContext>().context;
        const list = (body.data as { myPlans: MyPlan[] }).myPlans;
        const plan = list.find((p) => p.orderId === orderId) ?? null;
        expect(plan?.canUpgrade ?? false, 'the server lists the plan as upgradable').toBe(
          (e.output as MyPlan | null)?.canUpgrade ?? false,
        );
        return takenAs({ ...e, output: plan });
      }),
      'xstate.error.actor.loadPlan': step((h) => h.held.drop('plans', false)),
      // The quote is the upgrade's own price: no coupons, the plan's cycle and currency.
      'xstate.done.actor.loadQuote': step(async (h, e) => {
        const { body, request } = await h.held.release('previewOrder');
        const { plan, productCode } = h.truth.as<CheckoutUpgradeContext>().context;
        expect(request, 'what the server is asked to price').toMatchObject({
          productCode,
          subscriptionTime: plan?.subscriptionTime,
          currency: plan?.currency,
          coupons: [],
          upgradeOrderId: plan?.orderId,
        });
        expect(body.errorCode, `the server quotes: ${JSON.stringify(body)}`).toBe('0');
        const { errorCode: _, ...quote } = body;
        return takenAs({ ...e, output: quote as unknown as PreviewedOrder });
      }),
      'xstate.error.actor.loadQuote': step((h) => h.held.drop('previewOrder', false)),
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        const { body, request } = await h.held.release('upgrade');
        const { quote } = h.truth.as<CheckoutUpgradeContext>().context;
        expect(request, 'the amount the investor was shown').toMatchObject({
          expectedAmount: quote?.dueToday,
        });
        const outcome: Result<UpgradedPlan> = resultOf(body);
        const expected = e.output as Result<UpgradedPlan>;
        expect(
          outcome.ok ? 'upgraded' : outcome.problem.code,
          'the server answers as arranged',
        ).toBe(expected.ok ? 'upgraded' : expected.problem.code);
        // What was charged is what was shown.
        if (outcome.ok) expect(outcome.value.amountPaid, 'charged').toBe(quote?.dueToday);
        return takenAs({ ...e, output: outcome });
      }),
      'agreement.tick': step((h) => h.page.getByLabel(AGREEMENT).check()),
      'agreement.untick': step((h) => h.page.getByLabel(AGREEMENT).uncheck()),
      'upgrade.confirm': step(async (h) => {
        await arrangeAttempt(h, baseURL);
        await button(h.page, 'Confirm and pay').click();
      }),
      // "Try again" when the plan could not be read; "Back to confirmation" after a refusal, which
      // puts the reader back on the agreement box.
      'upgrade.reload': step(async (h) => {
        const back = h.truth.snapshot.matches('failed');
        await button(h.page, back ? BACK : 'Try again').click();
        if (back)
          await expect(h.page.getByLabel(AGREEMENT), 'focus on the agreement').toBeFocused();
      }),
      // After a refusal the user starts a new attempt: a new key (lost answers: the attempt's model).
      'payment.retry': step(async (h) => {
        await arrangeAttempt(h, baseURL);
        const before = h.held.count('upgrade');
        await button(h.page, 'Try again').click();
        await h.held.another('upgrade', before);
        const previous = h.held.sent('upgrade', before - 1) as { idempotencyKey: string };
        const next = h.held.sent('upgrade', before) as { idempotencyKey: string };
        expect(next.idempotencyKey, 'a new attempt').not.toBe(previous.idempotencyKey);
      }),
    },
    // The state value is part of the model's key; the context comes from the path's own events
    // with the real server's answers.
    states: Object.fromEntries(
      Object.keys(SEES).map((key) => [
        key,
        async (h: H) => {
          const s = h.truth.as<CheckoutUpgradeContext>();
          expect(s.matches(key), `the path's events lead to ${key}`).toBe(true);
          await SEES[key]?.(h.page, s);
        },
      ]),
    ),
    async stop(h) {
      await h.clock.restore();
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
