import type { MyPlan } from '../../src/api/contract/plans';
import { BASE_PATH } from '../../src/app/basePath';
import { CYCLES, money } from './checkout';
import { button, escapeRegExp, heading, link, type Person, text } from './person';

/** The success page after checkout, in the words a buyer reads (English). */
export const SUCCESS = {
  address: '/pricing/products/checkout/successfulorder',
  heading: 'Order Complete',
  thanks: 'Thank you! Your order is complete.',
  notLoaded: 'Your order is placed, but its details could not be loaded just now.',
  receipt: /A receipt has been sent to your contact e-mail/,
  receiptWithoutEmail: 'A receipt has been sent to your contact e-mail.',
  goToMyPlan: 'Go to My Plan',
  backToPricing: 'Back to pricing',
  tryAgain: 'Try again',
} as const;

/** The success page's address, with the order's id when checkout (or an upgrade) sent the buyer. */
export const successAddress = (orderId: number | null) =>
  orderId === null ? SUCCESS.address : `${SUCCESS.address}?orderId=${orderId}`;

/** The order once read: where its receipt went, its plan, what checkout said was paid today. */
export type ShownOrder = {
  receiptEmail: string | null;
  plan: MyPlan | null;
  paidToday?: { amountPaid: number; currency: string };
};

const day = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** What the buyer sees and does on the success page, the same in jsdom and in Chromium. */
export function successfulOrderPage(p: Person) {
  /** Always there: the heading, the thanks, the two ways on, the receipt line. */
  const frame = async (receiptEmail: string | null) => {
    await p.sees(heading(SUCCESS.heading, 1));
    await p.sees({ role: 'status' }, SUCCESS.thanks);
    await p.sees(link(SUCCESS.goToMyPlan));
    await p.sees(link(SUCCESS.backToPricing));
    if (receiptEmail) await p.seesIn(text(SUCCESS.receipt), receiptEmail);
  };
  const noDetails = async () => {
    await p.seesNo(text('Start date'));
    await p.seesNo(button(SUCCESS.tryAgain));
  };
  return {
    /** Checkout (or an upgrade) has sent the buyer here, about this order, and thanks them. */
    async arrived(orderId: number | undefined) {
      if (orderId === undefined) throw new Error('no order was placed, so none can be thanked for');
      await p.sees(heading(SUCCESS.heading, 1));
      // Its end only: jsdom's address is the router's, without the base path.
      const route = successAddress(orderId).slice(BASE_PATH.length);
      await p.seesAddress(new RegExp(`${escapeRegExp(route)}$`));
      await p.announces(SUCCESS.thanks);
    },
    /** The plan is being read: no details yet, no error. */
    async loading(receiptEmail: string | null) {
      await frame(receiptEmail);
      await p.seesNo({ role: 'alert' });
      await noDetails();
    },
    /** The plan could not be read: the order is placed all the same, and Try again is offered. */
    async failed(receiptEmail: string | null) {
      await frame(receiptEmail);
      await p.sees({ role: 'alert' }, SUCCESS.notLoaded);
      await p.sees(button(SUCCESS.tryAgain));
      await p.seesNo(text('Start date'));
    },
    /** The new plan's key dates (none when the server did not list it), and what was paid today. */
    async shown({ receiptEmail, plan, paidToday }: ShownOrder) {
      await frame(receiptEmail);
      await p.seesNo({ role: 'alert' });
      if (!plan) return noDetails();
      await p.sees(heading(`${plan.productName} · ${CYCLES[plan.subscriptionTime]}`, 2));
      const paid = paidToday && money(paidToday.amountPaid, paidToday.currency);
      await p.seesTerm('Paid today', paid);
      await p.seesTerm('Start date', day(plan.startDate));
      const trialEnds = plan.inTrial && plan.trialEndsAt ? day(plan.trialEndsAt) : undefined;
      await p.seesTerm('Free trial ends', trialEnds);
      const freeUntil =
        plan.canCancelFree && plan.freeCancelUntil ? day(plan.freeCancelUntil) : undefined;
      await p.seesTerm('Cancel free of charge until', freeUntil);
      await p.seesTerm(
        'Next payment date',
        plan.nextPaymentDate ? day(plan.nextPaymentDate) : undefined,
      );
      const amount = plan.nextPaymentAmount;
      await p.seesTerm(
        'Next payment amount',
        amount === null ? undefined : money(amount, plan.currency),
      );
      await p.seesNo(button(SUCCESS.tryAgain));
    },
    /** Opened without an order id: the thanks and the receipt line, nothing to load. */
    async withoutOrder() {
      await frame(null);
      await p.sees(text(SUCCESS.receipt), SUCCESS.receiptWithoutEmail);
      await p.seesNo({ role: 'alert' });
      await noDetails();
    },
    tryAgain: () => p.clicks(button(SUCCESS.tryAgain)),
  };
}
