import type { AnyEventObject } from 'xstate';
import type { OrderPreview } from '../../../src/api/contract/orders';
import { type CardField, cardProblems } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  ownCodeChoices,
  pickableCodes,
} from '../../../src/machines/checkoutMachine';
import { type ContactField, contactProblems } from '../../../src/machines/contactForm';
import {
  AGREEMENT,
  BLOCKER_WORDS,
  CARD_LABELS,
  CONTACT_LABELS,
  CYCLE_CHOICE,
  CYCLES,
  checkoutPage,
  DRAFT_WORDS,
  FIELD_WORDS,
  money,
  OWN_CODES,
  ownCode,
  PAY,
  PROCESSING,
  RECONNECTING,
  SUMMARY,
  SUMMARY_PROBLEMS,
  UNCERTAIN,
} from '../../pages/checkout';
import { button, type Find, heading, link, type Person, text } from '../../pages/person';
import { SUCCESS, successfulOrderPage } from '../../pages/successfulOrder';
import type { Snapshot } from '../drivers/checkoutTruth';

type S = Snapshot<CheckoutContext>;
type Check = (p: Person, s: S) => Promise<void>;

const region = (name: string): Find => ({ role: 'region', name });
const PAY_BUTTON = button(PAY);
const locked = (s: S) => !s.matches({ payment: 'idle' });

/**
 * A part of the checkout page, checked until the success page replaces checkout; a part of the
 * form (`replaced`) is gone while the failure screen shows instead.
 */
const part =
  (check: Check, replaced?: Find): Check =>
  async (p, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    if (replaced && s.matches({ payment: 'failed' })) return p.seesNo(replaced);
    await check(p, s);
  };

/** A labelled input: its value, whether it can be used, and the message tied to it. */
async function seesField(p: Person, s: S, label: string, value: string, problem?: string) {
  await p.seesValue(label, value);
  await p.seesEnabled({ label }, !locked(s));
  await p.seesProblem(label, problem ?? null);
}

async function seesAgreement(p: Person, s: S) {
  const box = { label: AGREEMENT };
  await p.seesChecked(box, s.context.agreement);
  await p.seesEnabled(box, !locked(s));
  for (const [blocker, words] of Object.entries(BLOCKER_WORDS)) {
    const shown = s.context.blockers.includes(blocker as never);
    await p.seesCount(text(words), shown ? 1 : 0);
  }
}

async function seesPreview(p: Person, preview: OrderPreview) {
  await p.sees(text(`${preview.productName} · ${CYCLES[preview.subscriptionTime]}`, SUMMARY));
  await p.seesTerm('Due today', money(preview.dueToday, preview.currency));
  await p.seesTerm('Next billing amount', money(preview.nextBillingAmount, preview.currency));
}

/** The order summary, its billing-cycle switch showing the order's cycle, usable only while idle. */
const summary = (check: Check) =>
  part(async (p, s) => {
    for (const [cycle, name] of Object.entries(CYCLES)) {
      const option: Find = { role: 'radio', name, within: CYCLE_CHOICE };
      await p.seesChecked(option, Number(cycle) === s.context.order.subscriptionTime);
      await p.seesEnabled(option, !locked(s));
    }
    await check(p, s);
  });

/**
 * The applied coupons, none marked invalid (the model's server never marks one), each with its
 * Remove button; while the order is priced again, the discount shown would be stale: "Checking…".
 */
async function seesAppliedCoupons(p: Person, s: S) {
  const { coupons } = s.context;
  const list: Find = { role: 'list', name: 'Applied coupons' };
  if (coupons.length === 0) return p.seesNo(list);
  await p.seesCount({ role: 'listitem', within: list }, coupons.length);
  for (const [nth, code] of coupons.entries()) {
    const item: Find = { role: 'listitem', nth, within: list };
    await p.seesIn(item, code);
    await p.seesNotIn(item, 'Error Code');
    if (s.matches({ summary: 'ready' })) await p.seesNotIn(item, 'Checking…');
    else await p.seesIn(item, 'Checking…');
    await p.sees(button(`Remove coupon ${code}`, item));
  }
}

/** The buyer's own codes, each a button that applies it, disabled once applied; none while read. */
async function seesOwnCodes(p: Person, s: S) {
  const list = OWN_CODES(s.context.order.currency);
  const choices = ownCodeChoices(s.context);
  if (choices.length === 0) return p.seesNo(list);
  await p.seesCount({ role: 'button', within: list }, choices.length);
  for (const { code, applied } of choices) {
    const enabled = !locked(s) && pickableCodes(s.context).includes(code);
    await p.seesEnabled({ ...ownCode(code, applied), within: list }, enabled);
  }
}

const CONTACT = region('Contact information');
const PAYMENT = region('Payment information');
const PAYMENT_FAILED = region('Payment failed');

/** What was typed, what is applied and which own codes are offered, in both coupon states. */
async function coupons(p: Person, s: S) {
  const { couponDraft, couponDraftProblem } = s.context;
  const problem = couponDraftProblem ? DRAFT_WORDS[couponDraftProblem] : undefined;
  await seesField(p, s, 'Coupon code', couponDraft, problem);
  await seesAppliedCoupons(p, s);
  await seesOwnCodes(p, s);
}

/**
 * What a person sees for each state of each region (keys: the machine's state paths), in both
 * runners: the fast one's jsdom person and the real one's Chromium person. (What they do: below.)
 */
export const checkoutSees: Record<string, Check> = {
  'contact.loading': part(async (p) => {
    await p.seesBusy(CONTACT, true);
    await p.seesNo({ label: 'First name' });
  }, CONTACT),
  'contact.editing': part(async (p, s) => {
    const { contact, contactTouched, submitted } = s.context;
    await p.seesBusy(CONTACT, false);
    const problems = contactProblems(contact);
    for (const [field, label] of Object.entries(CONTACT_LABELS) as [ContactField, string][]) {
      const shown = submitted || contactTouched[field] ? problems[field] : undefined;
      await seesField(p, s, label, contact[field], shown && FIELD_WORDS[shown]);
    }
    await p.seesChecked({ label: 'Save as my contact information' }, contact.saveAsContact);
  }, CONTACT),
  'card.loading': part(async (p) => {
    await p.seesBusy(PAYMENT, true);
    await p.seesNo({ role: 'radio', within: PAYMENT });
    await p.seesNo({ label: 'Card number' });
  }, PAYMENT),
  'card.saved': part(async (p, s) => {
    const { cards, selectedCardId } = s.context;
    await p.seesCount({ role: 'radio', within: PAYMENT }, cards.length);
    for (const card of cards) {
      const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
      const name = new RegExp(`^${card.brand} ending in ${card.last4}, expires ${expiry}`);
      await p.seesChecked({ role: 'radio', name, within: PAYMENT }, card.id === selectedCardId);
    }
    await p.sees(button('Pay with a new card', PAYMENT));
    await p.seesNo({ label: 'Card number' });
  }, PAYMENT),
  'card.new': part(async (p, s) => {
    const { newCard, cardTouched, submitted, cards, cardsUnavailable } = s.context;
    await p.seesNo({ role: 'radio', within: PAYMENT });
    const problems = cardProblems(newCard);
    for (const [field, label] of Object.entries(CARD_LABELS) as [CardField, string][]) {
      const shown = submitted || cardTouched[field] ? problems[field] : undefined;
      await seesField(p, s, label, newCard[field], shown && FIELD_WORDS[shown]);
    }
    if (newCard.number.startsWith('4')) await p.sees(text('Visa', PAYMENT));
    await p.seesChecked({ label: 'Save this card for future payments' }, newCard.save);
    await p.seesCount(button('Use a saved card', PAYMENT), cards.length > 0 ? 1 : 0);
    const unavailable = 'Your saved cards could not be loaded. You can pay with a new card.';
    await p.seesCount(text(unavailable, PAYMENT), cardsUnavailable ? 1 : 0);
  }, PAYMENT),
  'coupons.loading': part(coupons, region('Coupons')),
  'coupons.idle': part(coupons, region('Coupons')),
  'agreement.unticked': part(seesAgreement, { label: AGREEMENT }),
  'agreement.ticked': part(seesAgreement, { label: AGREEMENT }),
  'summary.loading': summary(async (p, s) => {
    await p.seesBusy(SUMMARY, true);
    const { preview } = s.context;
    await p.announces(preview ? 'Updating…' : 'Loading your order summary…', SUMMARY);
    if (preview) await seesPreview(p, preview);
    await p.seesNo({ role: 'alert', within: SUMMARY });
  }),
  'summary.ready': summary(async (p, s) => {
    await p.seesBusy(SUMMARY, false);
    await p.seesNo({ role: 'status', within: SUMMARY });
    await p.seesNo({ role: 'alert', within: SUMMARY });
    await seesPreview(p, s.context.preview as OrderPreview);
  }),
  'summary.failed': summary(async (p, s) => {
    const code = s.context.previewProblem?.code ?? '';
    await p.sees(
      { role: 'alert', within: SUMMARY },
      SUMMARY_PROBLEMS[code] ?? `The order summary could not be loaded (Error Code ${code}).`,
    );
    await p.sees(button('Try again', SUMMARY));
    await p.sees(link('Change plan', SUMMARY));
  }),
  'payment.idle': async (p, s) => {
    const priced = s.matches({ summary: 'ready' }) ? s.context.preview : null;
    // Unpriced, the button cannot say whether anything is due today.
    let words = priced ? 'Start subscription' : 'Pay';
    if (priced && priced.dueToday > 0) words = `Pay ${money(priced.dueToday, priced.currency)}`;
    await p.sees(PAY_BUTTON, words);
    await p.seesEnabled(PAY_BUTTON, priced !== null);
    await p.seesNo(heading('Payment failed'));
    await p.seesNo(text(UNCERTAIN));
  },
  'payment.paying': async (p) => {
    await p.sees(PAY_BUTTON, PROCESSING);
    await p.seesEnabled(PAY_BUTTON, false);
    await p.seesNo(text(RECONNECTING));
  },
  'payment.failed': async (p, s) => {
    await p.sees(
      { role: 'alert', within: PAYMENT_FAILED },
      `The system is experiencing technical difficulties. Error Code ${s.context.failure?.code}. Please try again.`,
    );
    await p.sees(button('Change card', PAYMENT_FAILED));
    await p.sees(button('Try again', PAYMENT_FAILED));
    await p.seesNo(PAY_BUTTON);
  },
  'payment.succeeded': async (p, s) => {
    await successfulOrderPage(p).arrived(s.context.placed?.orderId);
    await p.seesIn(text(SUCCESS.receipt), s.context.placed?.receiptEmail ?? '(none)');
    await p.seesNo(CONTACT);
  },
};

/** What the buyer does at each step, in both runners (`s`: where the path is before it). */
export const checkoutDoes: Record<string, (p: Person, e: AnyEventObject, s: S) => Promise<void>> = {
  'contact.change': (p, e) => p.fills(CONTACT_LABELS[e.field as ContactField], String(e.value)),
  'contact.blur': (p, e) => checkoutPage(p).leaves(CONTACT_LABELS[e.field as ContactField]),
  'contact.save': (p) => p.clicks({ label: 'Save as my contact information' }),
  // The card the event names, among the cards this page has (the real server's ids).
  'card.select': (p, e, s) => {
    const card = s.context.cards.find((c) => c.id === e.cardId);
    return checkoutPage(p).chooseCard(String(card?.brand), String(card?.last4));
  },
  'card.new': (p) => p.clicks(button('Pay with a new card')),
  'card.useSaved': (p) => p.clicks(button('Use a saved card')),
  'card.change': (p, e) => p.fills(CARD_LABELS[e.field as CardField], String(e.value)),
  'card.blur': (p, e) => checkoutPage(p).leaves(CARD_LABELS[e.field as CardField]),
  'card.save': (p) => p.clicks({ label: 'Save this card for future payments' }),
  'coupon.draft': (p, e) => p.fills('Coupon code', String(e.value)),
  'coupon.apply': (p) => p.clicks(button('Apply')),
  'coupon.remove': (p, e) => checkoutPage(p).removeCoupon(String(e.code).toUpperCase()),
  'coupon.pick': (p, e) => checkoutPage(p).pickOwnCode(e.code),
  'agreement.tick': (p) => checkoutPage(p).tickAgreement(),
  'agreement.untick': (p) => checkoutPage(p).untickAgreement(),
  'order.change': (p, e) => checkoutPage(p).switchCycle(Number(e.order?.subscriptionTime)),
  'summary.retry': (p) => p.clicks(button('Try again', SUMMARY)),
  'checkout.submit': (p) => checkoutPage(p).pay(),
  // After a refusal the buyer starts a new attempt: each runner checks its new key.
  'payment.retry': (p) => p.clicks(button('Try again', PAYMENT_FAILED)),
  'payment.changeCard': (p) => p.clicks(button('Change card', PAYMENT_FAILED)),
};
