import type { MyPlan } from '../../src/api/contract/plans';
import type { TypedCard } from './cards';
import { CARD_LABELS, CYCLES } from './checkout';
import { button, heading, link, type Person, text } from './person';

export const MY_PLANS = '/pricing/personalcentre/myplans';

// What an investor reads on My Plan, in English, written out so a changed message fails a test.
export const PLANS_WORDS = {
  loading: 'Loading your plans…',
  failed: 'Your plans could not be loaded',
  empty: 'You have no plan yet',
  toPricing: 'See plans and pricing',
  cancelled: 'This plan is cancelled and its access has ended. Buy it again to come back.',
} as const;

const planCard = (product: string) => ({ role: 'article', name: product }) as const;

/** My Plan (/pricing/personalcentre/myplans): the plan cards, the empty view, load failure. */
export function myPlansPage(p: Person) {
  return {
    loading: () => p.announces(PLANS_WORDS.loading),
    failed: () => p.sees({ role: 'alert' }, new RegExp(PLANS_WORDS.failed)),
    retry: () => p.clicks(button('Try again')),
    empty: async () => {
      await p.sees(heading(PLANS_WORDS.empty, 2));
      await p.sees(link(PLANS_WORDS.toPricing));
    },
    /** Every plan's card, in the server's order, each with its status and next step. */
    plans: async (plans: MyPlan[]) => {
      for (const plan of plans) {
        await p.sees(heading(plan.productName, 2));
        await p.sees(text(STATUS_WORDS[plan.status], planCard(plan.productName)));
        await p.sees(text(nextLine(plan), planCard(plan.productName)));
      }
    },
    /** A fact of a plan card (a description list term and its value). */
    fact: (term: string, value: string) => p.seesTerm(term, value),
    buyAgain: (product: string) => p.clicks(link('Buy again', planCard(product))),
  };
}

const STATUS_WORDS: Record<MyPlan['status'], string> = {
  trial: 'In trial',
  active: 'Active',
  past_due: 'Payment overdue',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The "what happens next" line a plan's card must show (amounts and dates as en writes them). */
function nextLine(plan: MyPlan): RegExp {
  const cycle = CYCLES[plan.pendingSubscriptionTime ?? plan.subscriptionTime];
  const charge = `[^ ]+ is charged on [A-Z][a-z]{2} \\d{1,2}, \\d{4} \\(${cycle}\\)\\.$`;
  if (plan.status === 'cancelled') return new RegExp(`^${PLANS_WORDS.cancelled}$`);
  if (plan.status === 'expired') return /^This plan has expired\. Buy it again to come back\.$/;
  if (plan.status === 'past_due') return /^The last payment did not go through\./;
  if (plan.inTrial && plan.canCancelFree)
    return new RegExp(
      `^Free trial: cancel before .+ [A-Z]{3}.* and nothing is charged\\. Otherwise ${charge}`,
    );
  if (plan.inTrial) return new RegExp(`^The free-cancel period has ended\\. ${charge}`);
  return /^Next payment: [^ ]+ on [A-Z][a-z]{2} \d{1,2}, \d{4}/;
}

export const CANCEL_WORDS = {
  free: 'You are inside the free-cancel period: nothing will be charged. Access ends now.',
  notFree:
    'Access ends now and the plan will not renew. Promo codes scheduled for it return to your codes.',
  done: 'Your plan is cancelled',
  doneFree: 'Nothing was charged. You can buy it again at any time.',
  doneNotFree: 'Access has ended. You can buy it again at any time.',
  offline: 'The plan could not be cancelled. Check your connection and try again.',
  refused: (code: string) => `The plan could not be cancelled (Error Code ${code}).`,
} as const;

const asking = (product: string) => ({ role: 'dialog', name: `Cancel ${product}?` }) as const;
const done = { role: 'dialog', name: CANCEL_WORDS.done } as const;

/** The cancel flow of one plan: confirmation (optional reason), then the success screen. */
export function cancelFlow(p: Person, product: string) {
  const dialog = asking(product);
  return {
    open: () => p.clicks(button('Cancel plan', planCard(product))),
    reason: (label: string) => p.clicks({ role: 'radio', name: label, within: dialog }),
    note: (words: string) => p.fills('Anything else you would like to tell us? (optional)', words),
    confirm: () => p.clicks(button('Confirm cancellation', dialog)),
    keep: () => p.clicks(button('Keep my plan', dialog)),
    close: () => p.clicks(button('Done', done)),
    /** The confirmation, saying what cancelling costs, with the problem of a failed try if any. */
    asks: async (free: boolean, problem?: string) => {
      await p.sees(text(free ? CANCEL_WORDS.free : CANCEL_WORDS.notFree, dialog));
      await p.seesEnabled(button('Confirm cancellation', dialog), true);
      if (problem) await p.sees({ role: 'alert', within: dialog }, problem);
      else await p.seesNo({ role: 'alert', within: dialog });
    },
    waits: () => p.seesEnabled(button('Cancelling…', dialog), false),
    done: (free: boolean) =>
      p.sees(text(free ? CANCEL_WORDS.doneFree : CANCEL_WORDS.doneNotFree, done)),
    closed: async () => {
      await p.seesNo(dialog);
      await p.seesNo(done);
      await p.sees(heading(product, 2));
    },
  };
}

const offer = (product: string) =>
  ({ role: 'dialog', name: `Re-subscribe to ${product}?` }) as const;
const welcome = (product: string) =>
  ({ role: 'dialog', name: `Welcome back to ${product}` }) as const;

/** Re-subscribing a cancelled plan: what is charged now, the pay attempt, then welcome back. */
export function resubscribeFlow(p: Person, product: string) {
  const dialog = offer(product);
  const pay = /^Pay .+ and re-subscribe$/;
  return {
    open: () => p.clicks(button('Re-Subscribe', planCard(product))),
    confirm: () => p.clicks(button(pay, dialog)),
    notNow: () => p.clicks(button('Not now', dialog)),
    close: () => p.clicks(button('Done', welcome(product))),
    /** The charge stated before paying, with a refused payment's words if the last try failed. */
    asks: async (problem?: string) => {
      await p.sees(
        text(/ is charged now to .+ •••• \d{4}, and a new \w[\w-]* period starts today\.$/, dialog),
      );
      await p.seesEnabled(button(pay, dialog), true);
      if (problem) await p.sees({ role: 'alert', within: dialog }, problem);
      else await p.seesNo({ role: 'alert', within: dialog });
    },
    waits: () => p.seesEnabled(button('Processing payment…', dialog), false),
    done: () => p.sees(text(/^Your plan is active again\./, welcome(product))),
    closed: async () => {
      await p.seesNo(dialog);
      await p.seesNo(welcome(product));
    },
  };
}

export const paymentRefused = (code: string) =>
  `The system is experiencing technical difficulties. Error Code ${code}. Please try again.`;

export const FREQUENCY_WORDS = {
  takesEffect: /^The new frequency takes effect on the next payment date, .+\.$/,
  done: 'Update Success',
  withdrawn: (cycle: string) => `The scheduled change is withdrawn. Billing stays ${cycle}.`,
  changed: (cycle: string) => new RegExp(`^From .+, billing is ${cycle}: .+ per payment\\.$`),
  offline: 'Update Failed. Check your connection and try again.',
  refused: (code: string) => `Update Failed (Error Code ${code}).`,
  needsResubscribe: 'Re-subscribe first to change the billing frequency.',
  scheduled: (pending: string, current: string) =>
    `A change to ${pending} is scheduled. Choose ${current} to withdraw it.`,
  /** The plan card's next-payment line once a change is scheduled. */
  nextWithChange: (cycle: string) =>
    new RegExp(`^Next payment: .+ on .+, when billing changes to ${cycle}\\.$`),
} as const;

const updated = { role: 'dialog', name: FREQUENCY_WORDS.done } as const;

/** Changing how often a plan is billed: each frequency with its amount, then Update Success. */
export function frequencyFlow(p: Person, product: string) {
  const dialog = { role: 'dialog', name: `Billing frequency of ${product}` } as const;
  const change = button('Change billing frequency', planCard(product));
  return {
    open: () => p.clicks(change),
    choose: (cycle: string) =>
      p.clicks({ role: 'radio', name: new RegExp(`^${cycle}( \\(current\\))?: `), within: dialog }),
    confirm: () => p.clicks(button('Update frequency', dialog)),
    withdraw: () => p.clicks(button('Withdraw the change', dialog)),
    keep: () => p.clicks(button('Keep as it is', dialog)),
    close: () => p.clicks(button('Done', updated)),
    /** The choice, with Update enabled only when it changes something, and a failure's words. */
    asks: async (changes: boolean, problem?: string) => {
      await p.sees(text(FREQUENCY_WORDS.takesEffect, dialog));
      await p.seesEnabled(button('Update frequency', dialog), changes);
      if (problem) await p.sees({ role: 'alert', within: dialog }, problem);
      else await p.seesNo({ role: 'alert', within: dialog });
    },
    waits: () => p.seesEnabled(button('Updating…', dialog), false),
    done: (cycle: string, withdrawn: boolean) =>
      p.sees(
        text(
          withdrawn ? FREQUENCY_WORDS.withdrawn(cycle) : FREQUENCY_WORDS.changed(cycle),
          updated,
        ),
      ),
    /** A cancelled plan: the action is there but disabled, and says why. */
    needsResubscribe: async () => {
      await p.seesEnabled(change, false);
      await p.sees(text(FREQUENCY_WORDS.needsResubscribe, planCard(product)));
    },
    closed: async () => {
      await p.seesNo(dialog);
      await p.seesNo(updated);
    },
  };
}

export const PAYMENT_WORDS = {
  title: 'Update payment method',
  open: 'Update payment method',
  fix: 'Use another card',
  switch: 'Switch card',
  add: 'Add a new card',
  keep: 'Keep this card',
  done: 'Switch Successful',
  loading: 'Loading your cards…',
  failed: 'Switch Failed',
  offline: 'No answer came. Check your connection and try again.',
  refused: (code: string) => `Please update the card details. (Error Code ${code})`,
  expiresFirst: (card: string) =>
    `${card} expires before the next payment, so that payment would fail.`,
  switched: (product: string, card: string) =>
    `${product} is paid with ${card} from the next payment on.`,
} as const;

const switched = { role: 'dialog', name: PAYMENT_WORDS.done } as const;

/** Switching a live plan's card: pick a saved card or add one in place, then Switch Successful. */
export function paymentFlow(p: Person, product: string) {
  const dialog = { role: 'dialog', name: PAYMENT_WORDS.title } as const;
  const card = (name: string) => new RegExp(`^${name}, expires \\d\\d/\\d\\d`);
  return {
    open: () => p.clicks(button(PAYMENT_WORDS.open, planCard(product))),
    /** The card health warning's one step (the card runs out before the next charge). */
    fix: () => p.clicks(button(PAYMENT_WORDS.fix, planCard(product))),
    warns: (cardName: string) =>
      p.sees(text(new RegExp(`^${PAYMENT_WORDS.expiresFirst(cardName)}`), planCard(product))),
    choose: (name: string) => p.clicks({ role: 'radio', name: card(name), within: dialog }),
    confirm: () => p.clicks(button(PAYMENT_WORDS.switch, dialog)),
    add: () => p.clicks(button(PAYMENT_WORDS.add, dialog)),
    keep: () => p.clicks(button(PAYMENT_WORDS.keep, dialog)),
    /** The dialog's own × (while the cards load, or the new card is typed). */
    dismiss: () => p.clicks(button('Close', dialog)),
    retry: () => p.clicks(button('Try again', dialog)),
    close: () => p.clicks(button('Done', switched)),
    /** The add bank card form, in place of the list: typed in and added, or given up. */
    async addsCard(card: TypedCard) {
      await p.seesIn(dialog, 'Only one bank card can be added at a time.');
      for (const [field, value] of Object.entries(card))
        await p.fills(CARD_LABELS[field as keyof TypedCard], value);
      await p.clicks(button('Add card', dialog));
    },
    cancelsCard: () => p.clicks(button('Cancel', dialog)),
    adding: () => p.sees(button('Add card', dialog)),
    loading: () => p.sees(text(PAYMENT_WORDS.loading, dialog)),
    loadFailed: () => p.sees({ role: 'alert', within: dialog }, /Your cards could not be loaded/),
    /** The cards offered, `picked` checked; Switch enabled once it is not the plan's own card. */
    asks: async (picked: string, changes: boolean, problem?: string) => {
      await p.seesChecked({ role: 'radio', name: card(picked), within: dialog }, true);
      await p.seesEnabled(button(PAYMENT_WORDS.switch, dialog), changes);
      const alert = { role: 'alert', within: dialog } as const;
      if (!problem) return p.seesNo(alert);
      await p.seesIn(alert, PAYMENT_WORDS.failed);
      await p.seesIn(alert, problem);
    },
    waits: () => p.seesEnabled(button('Switching…', dialog), false),
    done: (cardName?: string) =>
      p.sees(
        text(
          cardName
            ? PAYMENT_WORDS.switched(product, cardName)
            : `${product} is paid with the new card from the next payment on.`,
          switched,
        ),
      ),
    closed: async () => {
      await p.seesNo(dialog);
      await p.seesNo(switched);
    },
  };
}

/** My Plan about one plan (by its product's name): the list, and the plan's four dialogs. */
export function onePlan(p: Person, product: string) {
  const list = myPlansPage(p);
  const dialogs = {
    cancel: cancelFlow(p, product),
    again: resubscribeFlow(p, product),
    frequency: frequencyFlow(p, product),
    payment: paymentFlow(p, product),
  };
  return {
    list,
    ...dialogs,
    /** The plan on the list as it is now, none of its dialogs open. */
    async shows(plan: MyPlan) {
      for (const dialog of Object.values(dialogs)) await dialog.closed();
      await list.plans([plan]);
    },
  };
}
