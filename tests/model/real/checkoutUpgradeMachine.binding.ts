import type { Browser, Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { Result } from '../../../src/api/contract/result';
import type { UpgradedPlan } from '../../../src/api/orders';
import {
  type CheckoutUpgradeContext,
  type CheckoutUpgradeInput,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
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
import {
  impossibleStep,
  requireChecks,
  type Snapshot,
  stepper,
  Truth,
  takenAs,
} from '../fast/checkoutTruth';
import { cannotInUpgrade, upgradeUrl } from '../fast/upgradeSteps';
import type { ModelPath } from '../machineModel';
import type { Binding } from '../runner';

type H = {
  page: Page;
  held: HeldRequests;
  truth: Truth;
  /** Before the step starting each attempt: the plan's card that gives its arranged answer. */
  cardFor: Map<number, number>;
  orderId: number;
};
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

const outputsOf = (path: ModelPath, type: string) =>
  path.events.filter((e) => e.type === type).map((e) => (e as { output?: unknown }).output);

/** Why the real server cannot give this path's answers in this order; undefined when it can. */
function unsupported(path: ModelPath): string | undefined {
  const plans = outputsOf(path, 'xstate.done.actor.loadPlan') as (MyPlan | null)[];
  if (plans.some((p) => p === null) && plans.some((p) => p !== null))
    return 'One upgrade link finds the plan or does not: the same address cannot answer both.';
  const outcomes = outputsOf(path, 'xstate.done.actor.payAttempt') as Result<UpgradedPlan>[];
  const refusal = outcomes.find((o) => !o.ok);
  if (refusal && !refusal.ok && refusal.problem.code !== '5001')
    return `The demo data arranges a declined plan card (5001), not code ${refusal.problem.code}.`;
  return impossibleStep(checkoutUpgradeMachine, path.input, path, cannotInUpgrade);
}

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

async function expectAgreement(page: Page, s: S, open: boolean) {
  const box = page.getByLabel(AGREEMENT);
  await expect(box, 'agreement ticked').toBeChecked({ checked: s.context.agreement });
  if (open) await expect(box).toBeEnabled();
  else await expect(box).toBeDisabled();
  await expect(alert(page, REFUSED), REFUSED).toHaveCount(s.context.agreementRefused ? 1 : 0);
}

async function expectBusy(page: Page, s: S) {
  await expectFacts(page, s);
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
    await expect(button(page, 'Try again')).toBeVisible();
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
  },
  unavailable: async (page) => {
    await expect(page.getByRole('status')).toHaveText('This plan cannot be upgraded. See My Plan.');
    await expect(page.getByRole('link', { name: 'My Plan', exact: true })).toBeVisible();
    await expect(button(page, 'Confirm and pay')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^From / })).toHaveCount(0);
  },
  confirming: async (page, s) => {
    await expectFacts(page, s);
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

const step = stepper<H, ModelEvent>(cannotInUpgrade);

/**
 * Each attempt (a new idempotency key) is charged once; its answer is decided then. For each step
 * that starts one, whether the path has that attempt paid (true), declined (false) or never
 * answered (undefined).
 */
function attemptsOf(path: ModelPath): Map<number, boolean | undefined> {
  const out = new Map<number, boolean | undefined>();
  const truth = new Truth(checkoutUpgradeMachine, path.input);
  for (const [i, event] of path.events.entries()) {
    const before = truth.snapshot;
    const fresh = before.matches('confirming') || before.matches('failed');
    truth.send(event);
    if (!fresh || !truth.snapshot.matches('paying')) continue;
    const answer = path.events
      .slice(i + 1)
      .find((e) => e.type === 'xstate.done.actor.payAttempt') as { output?: Result<UpgradedPlan> };
    out.set(i, answer?.output?.ok);
  }
  truth.stop();
  return out;
}

/** Before a step that starts an attempt, the plan's card is set to give the arranged answer. */
async function arrangeAttempt(h: H, baseURL: string) {
  const cardId = h.cardFor.get(h.truth.taken);
  if (cardId !== undefined) await switchPlanCard(h.page, baseURL, h.orderId, cardId);
}

/** The upgrade confirmation in Chromium against the real server (pc/up, pc/uap held). */
export function realBinding(browser: Browser, baseURL: string): Binding<H> {
  const sessions = new Sessions(browser, baseURL);
  return {
    unsupported,
    // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: arranging the demo account for a path: one branch per thing the path needs
    async start(path) {
      const input = path.input as CheckoutUpgradeInput;
      const page = await sessions.open(MEMBER);
      const plan = (await myPlans(page, baseURL)).find((p) => p.canUpgrade);
      if (!plan) throw new Error(`${MEMBER} has no plan to upgrade`);
      if (path.events.some((e) => e.type === 'xstate.done.actor.payAttempt'))
        sessions.changesData();
      // A declined attempt is charged to the sandbox's declining card, a paid one to the plan's
      // own Visa 4242: the plan's card is switched (real API, as in My Plan) before each attempt.
      const cardFor = new Map<number, number>();
      const attempts = attemptsOf(path);
      if ([...attempts.values()].some((ok) => ok === false)) {
        const declining = await storeCard(page, baseURL, DECLINED_CARD, 'Alex Active');
        const good = plan.paymentMethod?.cardId;
        if (!good) throw new Error('the plan has no card');
        for (const [i, ok] of attempts)
          if (ok !== undefined) cardFor.set(i, ok ? good : declining.id);
        const first = [...attempts.values()].find((ok) => ok !== undefined);
        await switchPlanCard(page, baseURL, plan.orderId, first === false ? declining.id : good);
      }
      const plans = outputsOf(path, 'xstate.done.actor.loadPlan');
      const orderId = plans.some((p) => p === null) ? NOT_MINE : plan.orderId;
      const held = new HeldRequests(page);
      await held.hold('plans', 'upgrade');
      await page.goto(upgradeUrl(orderId, input.productCode));
      const truth = new Truth(checkoutUpgradeMachine, { ...input, orderId });
      return { page, held, truth, cardFor, orderId: plan.orderId };
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
      'xstate.done.actor.payAttempt': step(async (h, e) => {
        const { body } = await h.held.release('upgrade');
        const outcome: Result<UpgradedPlan> = resultOf(body);
        const expected = e.output as Result<UpgradedPlan>;
        expect(
          outcome.ok ? 'upgraded' : outcome.problem.code,
          'the server answers as arranged',
        ).toBe(expected.ok ? 'upgraded' : expected.problem.code);
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
      await h.held.open();
      h.truth.stop();
      await h.page.context().close();
    },
  };
}
