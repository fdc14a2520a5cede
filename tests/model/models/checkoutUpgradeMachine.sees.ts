import {
  type CheckoutUpgradeContext,
  checkoutUpgradeMachine,
} from '../../../src/machines/checkoutUpgradeMachine';
import { AGREEMENT, BLOCKER_WORDS, CYCLES, money, RECONNECTING } from '../../pages/checkout';
import { button, type Find, heading, link, type Person, text } from '../../pages/person';
import { paymentRefused } from '../../pages/plans';
import { PRODUCT } from '../../pages/pricing';
import { successfulOrderPage } from '../../pages/successfulOrder';
import { requireChecks, type Snapshot } from '../drivers/checkoutTruth';

type S = Snapshot<CheckoutUpgradeContext>;

export const UPGRADE_WORDS = {
  back: 'Back to confirmation',
  changed: 'The amount due has changed. Check the new amount and confirm again.',
  working: 'Working out the exact amount…',
  noQuote: 'The amount due could not be worked out. Nothing has been charged.',
  confirm: 'Confirm and pay',
} as const;
const W = UPGRADE_WORDS;
const ALERT: Find = { role: 'alert' };
const CONFIRM = button(W.confirm);
const PANEL: Find = { role: 'region', name: 'What you pay' };
const NO_PLAN_YET = heading(/^From /);

/** What the confirmation says about the plan, as the server has it. */
async function seesFacts(p: Person, s: S) {
  const { plan, productCode } = s.context;
  if (!plan) throw new Error('no plan in the machine');
  await p.sees(heading(`From ${plan.productName} to ${PRODUCT[productCode]}`));
  const cycle = CYCLES[plan.subscriptionTime];
  await p.sees(text(`Your billing cycle stays ${cycle}, in ${plan.currency}.`));
  const card = plan.paymentMethod;
  if (card)
    await p.sees(
      text(
        `The upgrade is charged to the card your plan uses: ${card.brand} ending in ${card.last4}.`,
      ),
    );
  await p.sees(text('Any discount on your current order is lost after you confirm.'));
}

/** Below the plan's facts, the server's quote, to the cent, and why it was quoted again. */
async function seesQuote(p: Person, s: S) {
  await seesFacts(p, s);
  const { quote, quoteChanged } = s.context;
  await p.seesCount(text(W.changed), quoteChanged ? 1 : 0);
  if (!quote) {
    await p.seesBusy(PANEL, true);
    return p.announces(W.working);
  }
  await p.seesNo(text(W.working));
  const credit =
    quote.discountTotal > 0 ? `−${money(quote.discountTotal, quote.currency)}` : undefined;
  await p.seesTerm('Charged now', money(quote.dueToday, quote.currency));
  await p.seesTerm('Credit for the unused part of your current period', credit);
}

async function seesAgreement(p: Person, s: S, open: boolean) {
  await p.seesChecked({ label: AGREEMENT }, s.context.agreement);
  await p.seesEnabled({ label: AGREEMENT }, open);
  await p.seesCount(text(BLOCKER_WORDS.agreement), s.context.agreementRefused ? 1 : 0);
}

/** What a person sees in each state of the upgrade confirmation, in both runners. */
export const upgradeSees: Record<string, (p: Person, s: S) => Promise<void>> = {
  loading: async (p) => {
    await p.sees(heading('Confirm upgrade', 1));
    await p.sees({ role: 'status' }, 'Loading your plan…');
    await p.seesNo(NO_PLAN_YET);
    await p.seesNo(ALERT);
    await p.seesNo(CONFIRM);
  },
  loadFailed: async (p) => {
    await p.sees(ALERT, 'Your plan could not be loaded.');
    await p.seesNo(PANEL);
    await p.sees(button('Try again'));
    await p.seesNo(CONFIRM);
  },
  unavailable: async (p) => {
    await p.sees({ role: 'status' }, 'This plan cannot be upgraded. See My Plan.');
    await p.sees(link('My Plan'));
    await p.seesNo(CONFIRM);
    await p.seesNo(NO_PLAN_YET);
  },
  quoting: async (p, s) => {
    await seesQuote(p, s);
    await p.seesNo({ label: AGREEMENT });
    await p.seesNo(CONFIRM);
  },
  quoteFailed: async (p, s) => {
    await seesFacts(p, s);
    await p.seesCount(ALERT, s.context.quoteChanged ? 2 : 1);
    await p.seesCount(text(W.noQuote), 1);
    await p.seesCount(text(W.changed), s.context.quoteChanged ? 1 : 0);
    await p.sees(button('Try again'));
    await p.seesNo(text('Charged now'));
    await p.seesNo({ label: AGREEMENT });
    await p.seesNo(CONFIRM);
  },
  confirming: async (p, s) => {
    await seesQuote(p, s);
    await seesAgreement(p, s, true);
    await p.seesEnabled(CONFIRM, true);
    await p.seesNo(text(/Error Code/));
  },
  paying: async (p, s) => {
    await seesQuote(p, s);
    await seesAgreement(p, s, false);
    await p.seesEnabled(button('Processing payment…'), false);
    await p.seesNo(CONFIRM);
    await p.seesNo(text(RECONNECTING));
    await p.seesCount(ALERT, s.context.agreementRefused ? 1 : 0);
  },
  failed: async (p, s) => {
    await seesFacts(p, s);
    // The confirmation is replaced by the failure screen, and the reader is taken to it.
    await p.seesFocused(heading('Payment failed'));
    await p.seesCount(ALERT, 1);
    await p.sees(ALERT, paymentRefused(`${s.context.failure?.code}`));
    await p.sees(text('Your plan has not changed and nothing was charged.'));
    await p.sees(button('Try again'));
    await p.sees(button(W.back));
    await p.sees(link('Update the payment method in My Plan'));
    await p.seesNo({ label: AGREEMENT });
    await p.seesNo(CONFIRM);
  },
  succeeded: (p, s) => successfulOrderPage(p).arrived(s.context.upgraded?.orderId),
};
requireChecks(checkoutUpgradeMachine, upgradeSees);
