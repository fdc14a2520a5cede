import type { SnapshotFrom } from 'xstate';
import type { PreviewedOrder } from '../../../src/api/contract/orders';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { Result } from '../../../src/api/contract/result';
import type { UpgradedPlan } from '../../../src/api/orders';
import {
  type CheckoutUpgradeContext,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { aPreview } from '../../factories/checkout';
import { AGREEMENT } from '../../pages/checkout';
import { button, type Person } from '../../pages/person';
import type { Cannot } from '../cannot';
import type { Snapshot } from '../fast/checkoutTruth';
import type { MachineModel } from '../machineModel';
import { UPGRADE_WORDS } from './checkoutUpgradeMachine.sees';

export const plan = {
  orderId: 3,
  productCode: 'HK_ALL',
  productName: 'HKEx All-Platform',
  subscriptionTime: 1,
  currency: 'USD',
  paymentMethod: { cardId: 2, brand: 'Visa', last4: '4242' },
  canUpgrade: true,
} as MyPlan;
export const upgraded: Result<UpgradedPlan> = {
  ok: true,
  value: {
    orderId: 3,
    productCode: 'COMBO',
    amountPaid: 2100,
    credit: 2800,
    currency: 'USD',
    nextBillingDate: '2030-02-01T00:00:00.000Z',
    lostDiscounts: [],
  },
};
/** The server's quote: Combo Premium monthly less the unused days of the plan's paid month. */
export const quote: PreviewedOrder = {
  ...aPreview(
    { productCode: 'COMBO' },
    {
      productName: 'Combo Premium',
      lines: [{ description: 'Combo Premium (Monthly)', amount: 5900 }],
      subtotal: 5900,
      discountTotal: 2813,
      dueToday: 3087,
      nextBillingAmount: 5900,
      nextBillingDate: '2030-02-01T00:00:00.000Z',
    },
  ),
  lostDiscounts: ['FIRST_CHARGE_DISCOUNT'],
};
/** Nothing charged: a day passed between the quote and the click (0079). */
export const quoteChanged: Result<UpgradedPlan> = {
  ok: false,
  problem: { code: '0079', message: '', invalidCoupons: [] },
};
export const declined: Result<UpgradedPlan> = {
  ok: false,
  problem: { code: '5001', message: '', invalidCoupons: [] },
};

/** Offer selection's "Continue to upgrade": the confirmation of this plan's upgrade. */
export const upgradeUrl = (orderId: number, productCode = 'COMBO') =>
  `/pricing/products/checkout?product=${productCode}&cycle=1&currency=USD&upgrade=${orderId}`;

type ModelEvent = { type: string; output?: unknown };
type S = SnapshotFrom<typeof checkoutUpgradeMachine>;

/** A step nobody can take on the upgrade page: one of `types` when `when` holds there. */
const nobody = (types: string[], when: (s: S) => boolean, why: string): Cannot => ({
  scope: 'model',
  when: ({ state, event }) => types.includes(event.type) && when(state as S),
  why,
});

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
  // Steps nobody can take (ticking a ticked box, confirming on the failure screen) are not
  // offered, so simple paths stay few and every one of them can be walked.
  cannot: [
    nobody(
      ['agreement.tick', 'agreement.untick'],
      (s) => !s.matches('confirming'),
      'the agreement box is locked now.',
    ),
    nobody(['agreement.tick'], (s) => s.context.agreement, 'the agreement is already ticked.'),
    nobody(
      ['agreement.untick'],
      (s) => !s.context.agreement,
      'the agreement is not ticked, so it cannot be cleared.',
    ),
    nobody(
      ['upgrade.confirm'],
      (s) => !s.matches('confirming'),
      'there is no "Confirm and pay" button now.',
    ),
    nobody(
      ['upgrade.reload'],
      (s) => !(s.matches('loadFailed') || s.matches('quoteFailed') || s.matches('failed')),
      'there is no "Try again" (plan or amount not read) nor "Back to confirmation" (after a refusal).',
    ),
    nobody(['payment.retry'], (s) => !s.matches('failed'), 'there is no "Try again".'),
  ],
  events: [
    { type: 'xstate.done.actor.loadPlan', output: plan },
    { type: 'xstate.done.actor.loadPlan', output: null },
    { type: 'xstate.error.actor.loadPlan', error: new TypeError('offline') },
    { type: 'xstate.done.actor.loadQuote', output: quote },
    { type: 'xstate.error.actor.loadQuote', error: new TypeError('offline') },
    { type: 'xstate.done.actor.payAttempt', output: upgraded },
    { type: 'xstate.done.actor.payAttempt', output: declined },
    { type: 'xstate.done.actor.payAttempt', output: quoteChanged },
    { type: 'agreement.tick' },
    { type: 'agreement.untick' },
    { type: 'upgrade.confirm' },
    { type: 'upgrade.reload' },
    { type: 'payment.retry' },
  ] as never,
  describeEvent: (e: ModelEvent) => {
    switch (e.type) {
      case 'xstate.done.actor.loadPlan':
        return e.output ? 'The plan arrives and can be upgraded' : 'No such plan';
      case 'xstate.error.actor.loadPlan':
        return 'The plan cannot be read';
      case 'xstate.done.actor.loadQuote':
        return 'The server quotes the upgrade';
      case 'xstate.error.actor.loadQuote':
        return 'The quote cannot be worked out';
      case 'xstate.done.actor.payAttempt': {
        const outcome = e.output as Result<UpgradedPlan>;
        if (outcome.ok) return 'The upgrade is paid';
        return outcome.problem.code === '0079'
          ? 'The amount changed since the quote: nothing is charged (code 0079)'
          : 'The server refuses the upgrade (code 5001)';
      }
      case 'agreement.tick':
        return 'The user ticks the purchase agreement';
      case 'agreement.untick':
        return 'The user clears the purchase agreement';
      case 'upgrade.confirm':
        return 'The user clicks Confirm and pay';
      case 'upgrade.reload':
        return 'The user clicks Try again (plan or amount not loaded) or Back to confirmation (after a refusal)';
      default:
        return 'The user clicks Try again';
    }
  },
};

/** What the user does at each step, in both runners (`s`: where the path is before it). */
type Seen = Snapshot<CheckoutUpgradeContext>;
export const upgradeDoes: Record<string, (p: Person, e: ModelEvent, s: Seen) => Promise<void>> = {
  'agreement.tick': (p) => p.ticks(AGREEMENT),
  'agreement.untick': (p) => p.unticks(AGREEMENT),
  'upgrade.confirm': (p) => p.clicks(button(UPGRADE_WORDS.confirm)),
  // "Try again" when the plan could not be read; "Back to confirmation" after a refusal, which
  // puts the reader back on the agreement box.
  'upgrade.reload': async (p, _e, s) => {
    if (!s.matches('failed')) return p.clicks(button('Try again'));
    await p.clicks(button(UPGRADE_WORDS.back));
    await p.seesFocused({ label: AGREEMENT });
  },
  // A new attempt (a new key): each runner checks the request it holds.
  'payment.retry': (p) => p.clicks(button('Try again')),
};

/** What the upgrade asks the server to price: no coupons, the plan's cycle and currency. */
export const quoteAsked = ({ context: { plan, productCode } }: Seen) => ({
  productCode,
  subscriptionTime: plan?.subscriptionTime,
  currency: plan?.currency,
  coupons: [],
  upgradeOrderId: plan?.orderId,
});
