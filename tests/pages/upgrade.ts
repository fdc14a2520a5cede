import type { PreviewedOrder } from '../../src/api/contract/orders';
import type { MyPlan } from '../../src/api/contract/plans';
import type { ProductCode } from '../../src/api/contract/products';
import { AGREEMENT, BLOCKER_WORDS, CYCLES, money, PROCESSING, RECONNECTING } from './checkout';
import { button, type Find, heading, link, type Person, text } from './person';
import { paymentRefused } from './plans';
import { PRODUCT } from './pricing';

/** The upgrade confirmation, in the words a person reads (English). */
export const UPGRADE_WORDS = {
  title: 'Confirm upgrade',
  back: 'Back to confirmation',
  changed: 'The amount due has changed. Check the new amount and confirm again.',
  working: 'Working out the exact amount…',
  noQuote: 'The amount due could not be worked out. Nothing has been charged.',
  confirm: 'Confirm and pay',
  tryAgain: 'Try again',
} as const;
const W = UPGRADE_WORDS;
const ALERT: Find = { role: 'alert' };
const CONFIRM = button(W.confirm);
const PANEL: Find = { role: 'region', name: 'What you pay' };
const NO_PLAN_YET = heading(/^From /);

/** Offer selection's "Continue to upgrade": the confirmation of this plan's upgrade. */
export const upgradeUrl = (orderId: number, productCode = 'COMBO') =>
  `/pricing/products/checkout?product=${productCode}&cycle=1&currency=USD&upgrade=${orderId}`;

/** What a person sees and does on the upgrade confirmation, the same in jsdom and in Chromium. */
export function upgradePage(p: Person) {
  return {
    confirm: () => p.clicks(CONFIRM),
    tryAgain: () => p.clicks(button(W.tryAgain)),
    /** "Back to confirmation" after a refusal puts the reader back on the agreement box. */
    async back() {
      await p.clicks(button(W.back));
      await p.seesFocused({ label: AGREEMENT });
    },
    async loading() {
      await p.sees(heading(W.title, 1));
      await p.sees({ role: 'status' }, 'Loading your plan…');
      await p.seesNo(NO_PLAN_YET);
      await p.seesNo(ALERT);
      await p.seesNo(CONFIRM);
    },
    async loadFailed() {
      await p.sees(ALERT, 'Your plan could not be loaded.');
      await p.seesNo(PANEL);
      await p.sees(button(W.tryAgain));
      await p.seesNo(CONFIRM);
    },
    async unavailable() {
      await p.sees({ role: 'status' }, 'This plan cannot be upgraded. See My Plan.');
      await p.sees(link('My Plan'));
      await p.seesNo(CONFIRM);
      await p.seesNo(NO_PLAN_YET);
    },
    /** What the confirmation says about the plan, as the server has it. */
    async facts(plan: MyPlan | null | undefined, productCode: ProductCode) {
      if (!plan) throw new Error('no plan to show');
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
    },
    /** Below the facts, the server's quote to the cent (still working it out: none yet). */
    async quote(quote: PreviewedOrder | null | undefined, changed: boolean) {
      await p.seesCount(text(W.changed), changed ? 1 : 0);
      if (!quote) {
        await p.seesBusy(PANEL, true);
        return p.announces(W.working);
      }
      await p.seesNo(text(W.working));
      const credit =
        quote.discountTotal > 0 ? `−${money(quote.discountTotal, quote.currency)}` : undefined;
      await p.seesTerm('Charged now', money(quote.dueToday, quote.currency));
      await p.seesTerm('Credit for the unused part of your current period', credit);
    },
    async quoteFailed(changed: boolean) {
      await p.seesCount(ALERT, changed ? 2 : 1);
      await p.seesCount(text(W.noQuote), 1);
      await p.seesCount(text(W.changed), changed ? 1 : 0);
      await p.sees(button(W.tryAgain));
      await p.seesNo(text('Charged now'));
      await p.seesNo({ label: AGREEMENT });
      await p.seesNo(CONFIRM);
    },
    /** The agreement box: ticked or not, open to change or not, and why Confirm was refused. */
    async agreement(ticked: boolean, open: boolean, refused: boolean) {
      await p.seesChecked({ label: AGREEMENT }, ticked);
      await p.seesEnabled({ label: AGREEMENT }, open);
      await p.seesCount(text(BLOCKER_WORDS.agreement), refused ? 1 : 0);
    },
    /** Neither the agreement box nor Confirm and pay (the quote is not there to confirm). */
    async noConfirm() {
      await p.seesNo({ label: AGREEMENT });
      await p.seesNo(CONFIRM);
    },
    async canConfirm() {
      await p.seesEnabled(CONFIRM, true);
      await p.seesNo(text(/Error Code/));
    },
    /** The payment under way: Confirm replaced by a disabled "Processing payment…". */
    async paying(refused: boolean) {
      await p.seesEnabled(button(PROCESSING), false);
      await p.seesNo(CONFIRM);
      await p.seesNo(text(RECONNECTING));
      await p.seesCount(ALERT, refused ? 1 : 0);
    },
    /** The failure screen, in place of the confirmation; the reader is taken to it. */
    async failed(code: string) {
      await p.seesFocused(heading('Payment failed'));
      await p.seesCount(ALERT, 1);
      await p.sees(ALERT, paymentRefused(code));
      await p.sees(text('Your plan has not changed and nothing was charged.'));
      await p.sees(button(W.tryAgain));
      await p.sees(button(W.back));
      await p.sees(link('Update the payment method in My Plan'));
      await p.seesNo({ label: AGREEMENT });
      await p.seesNo(CONFIRM);
    },
  };
}
