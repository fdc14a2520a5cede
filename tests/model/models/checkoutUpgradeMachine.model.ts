import type { AnyEventObject } from 'xstate';
import {
  type CheckoutUpgradeContext,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { anUpgradeQuote, declined, upgradedTo } from '../../factories/checkout';
import { myPlan } from '../../factories/pricing';
import { AGREEMENT } from '../../pages/checkout';
import type { Person } from '../../pages/person';
import { successfulOrderPage } from '../../pages/successfulOrder';
import { upgradePage } from '../../pages/upgrade';
import type { Snapshot } from '../drivers/checkoutTruth';
import type { MachineModel } from '../machineModel';

export { upgradeUrl } from '../../pages/upgrade';

/** HKEx All-Platform monthly in USD on a Visa 4242, as the demo account that upgrades has it. */
export const plan = myPlan('HK_ALL', { orderId: 3, currency: 'USD' });
export const upgraded = upgradedTo();
/** The server's quote: Combo Premium monthly less the unused days of the plan's paid month. */
export const quote = anUpgradeQuote();

export const model: MachineModel<typeof checkoutUpgradeMachine> = {
  machine: checkoutUpgradeMachine,
  starts: [
    {
      description: 'The user continues to upgrade HKEx All-Platform to Combo Premium',
      input: { orderId: 3, productCode: 'COMBO', lang: 'en' },
    },
  ],
  // The tick is on screen and decides what a click on Confirm does, so a ticked and an unticked
  // confirmation are different states (the refusal alert is left out: it multiplies simple paths).
  // Lost answers are the pay attempt's own model.
  serialize: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.agreement]),
  // Each step is offered only in the states that handle it (the failure screen has no Confirm and
  // pay); of those, the agreement box offers to tick it when clear, to clear it when ticked.
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === (state.context.agreement ? 'agreement.tick' : 'agreement.untick'),
      why: 'the agreement box is ticked only when clear, and cleared only when ticked.',
    },
  ],
  events: [
    { type: 'xstate.done.actor.loadPlan', output: plan },
    { type: 'xstate.done.actor.loadPlan', output: null },
    { type: 'xstate.error.actor.loadPlan', error: new TypeError('offline') },
    { type: 'xstate.done.actor.loadQuote', output: quote },
    { type: 'xstate.error.actor.loadQuote', error: new TypeError('offline') },
    { type: 'xstate.done.actor.payAttempt', output: upgraded },
    { type: 'xstate.done.actor.payAttempt', output: declined('5001') },
    // Nothing charged: a day passed between the quote and the click.
    { type: 'xstate.done.actor.payAttempt', output: declined('0079') },
    { type: 'agreement.tick' },
    { type: 'agreement.untick' },
    { type: 'upgrade.confirm' },
    { type: 'upgrade.reload' },
    { type: 'payment.retry' },
  ] as never,
};

/** What the user does at each step, in both runners (`s`: where the path is before it). */
type Seen = Snapshot<CheckoutUpgradeContext>;
export const does: Record<string, (p: Person, e: AnyEventObject, s: Seen) => Promise<void>> = {
  'agreement.tick': (p) => p.ticks(AGREEMENT),
  'agreement.untick': (p) => p.unticks(AGREEMENT),
  'upgrade.confirm': (p) => upgradePage(p).confirm(),
  // "Try again" when the plan could not be read; "Back to confirmation" after a refusal.
  'upgrade.reload': (p, _e, s) =>
    s.matches('failed') ? upgradePage(p).back() : upgradePage(p).tryAgain(),
  // A new attempt (a new key): the real runner checks the request it holds.
  'payment.retry': (p) => upgradePage(p).tryAgain(),
};

/**
 * The plan's facts; below them the server's quote unless `quoted` is false (none yet while it is
 * worked out); and the agreement box, open to change or not, when `open` is given. The page.
 */
async function seesFacts(p: Person, { context: c }: Seen, quoted = true, open?: boolean) {
  await upgradePage(p).facts(c.plan, c.productCode);
  if (quoted) await upgradePage(p).quote(c.quote, c.quoteChanged);
  if (open !== undefined) await upgradePage(p).agreement(c.agreement, open, c.agreementRefused);
  return upgradePage(p);
}

/**
 * What a person sees in each state of the upgrade confirmation, in both runners (each binding's
 * statesFrom fails at once on a state without a check).
 */
export const sees: Record<string, (p: Person, s: Seen) => Promise<void>> = {
  loading: (p) => upgradePage(p).loading(),
  loadFailed: (p) => upgradePage(p).loadFailed(),
  unavailable: (p) => upgradePage(p).unavailable(),
  quoting: async (p, s) => (await seesFacts(p, s)).noConfirm(),
  quoteFailed: async (p, s) => (await seesFacts(p, s, false)).quoteFailed(s.context.quoteChanged),
  confirming: async (p, s) => (await seesFacts(p, s, true, true)).canConfirm(),
  paying: async (p, s) => (await seesFacts(p, s, true, false)).paying(s.context.agreementRefused),
  failed: async (p, s) => (await seesFacts(p, s, false)).failed(`${s.context.failure?.code}`),
  succeeded: (p, s) => successfulOrderPage(p).arrived(s.context.upgraded?.orderId),
};
