import type { OrderPreview } from '../../../src/api/contract/orders';
import { type CardField, cardProblems } from '../../../src/machines/checkoutForm';
import { type CheckoutContext, checkoutMachine } from '../../../src/machines/checkoutMachine';
import { type ContactField, contactProblems } from '../../../src/machines/contactForm';
import {
  AGREEMENT,
  BLOCKER_WORDS,
  CARD_LABELS,
  CONTACT_LABELS,
  COUPON_WORDS,
  CYCLE_CHOICE,
  CYCLES,
  DRAFT_WORDS,
  FIELD_WORDS,
  money,
  PAY,
  RECONNECTING,
  SUMMARY,
  SUMMARY_PROBLEMS,
  UNCERTAIN,
} from '../../pages/checkout';
import { button, type Find, heading, link, type Person, text } from '../../pages/person';
import { requireChecks, type Snapshot } from '../fast/checkoutTruth';

type S = Snapshot<CheckoutContext>;

const region = (name: string): Find => ({ role: 'region', name });
const PAY_BUTTON = button(PAY);
const locked = (s: S) => !s.matches({ payment: 'idle' });

/** A labelled input: its value, whether it can be used, and the message tied to it. */
async function seesField(
  p: Person,
  label: string,
  value: string,
  problem: string | undefined,
  isLocked: boolean,
) {
  await p.seesValue(label, value);
  await p.seesEnabled({ label }, !isLocked);
  await p.seesProblem(label, problem ?? null);
}

/** The failure screen replaces the form; the success page replaces checkout. */
async function formReplaced(p: Person, s: S, name: string): Promise<boolean> {
  if (s.matches({ payment: 'succeeded' })) return true;
  if (!s.matches({ payment: 'failed' })) return false;
  await p.seesNo(region(name));
  return true;
}

async function seesAgreement(p: Person, s: S) {
  if (s.matches({ payment: 'succeeded' })) return;
  const box = { label: AGREEMENT };
  if (s.matches({ payment: 'failed' })) return p.seesNo(box);
  await p.seesChecked(box, s.context.agreement);
  await p.seesEnabled(box, !locked(s));
  for (const [blocker, words] of Object.entries(BLOCKER_WORDS)) {
    const shown = s.context.blockers.includes(blocker as never);
    await p.seesCount(text(words), shown ? 1 : 0);
  }
}

async function seesPreview(p: Person, preview: OrderPreview) {
  const cycle = CYCLES[preview.subscriptionTime];
  await p.sees(text(`${preview.productName} · ${cycle}`, SUMMARY));
  await p.seesTerm('Due today', money(preview.dueToday, preview.currency));
  await p.seesTerm('Next billing amount', money(preview.nextBillingAmount, preview.currency));
}

/** The order summary's billing-cycle switch: the order's cycle chosen, usable only while idle. */
async function seesCycleChoice(p: Person, s: S) {
  for (const [cycle, name] of Object.entries(CYCLES)) {
    const option: Find = { role: 'radio', name, within: CYCLE_CHOICE };
    await p.seesChecked(option, Number(cycle) === s.context.order.subscriptionTime);
    await p.seesEnabled(option, !locked(s));
  }
}

async function seesAppliedCoupons(p: Person, s: S) {
  const { coupons, preview } = s.context;
  const list: Find = { role: 'list', name: 'Applied coupons' };
  if (coupons.length === 0) return p.seesNo(list);
  await p.seesCount({ role: 'listitem', within: list }, coupons.length);
  for (const [nth, code] of coupons.entries()) {
    const item: Find = { role: 'listitem', nth, within: list };
    await p.seesIn(item, code);
    const invalid = preview?.invalidCoupons.find((c) => c.code === code);
    if (invalid)
      await p.seesIn(
        item,
        `Error Code ${invalid.errorCode}: ${COUPON_WORDS[invalid.errorCode] ?? invalid.message}`,
      );
    else await p.seesNotIn(item, 'Error Code');
    // While the order is priced again, an older preview's discount would be stale.
    if (!s.matches({ summary: 'ready' }) && !invalid) await p.seesIn(item, 'Checking…');
    else await p.seesNotIn(item, 'Checking…');
    await p.sees(button(`Remove coupon ${code}`, item));
  }
}

/**
 * What a person sees for each state of each region (keys: the machine's state paths), in both
 * runners: the fast one's jsdom person and the real one's Chromium person.
 */
export const checkoutSees: Record<string, (p: Person, s: S) => Promise<void>> = {
  'contact.loading': async (p, s) => {
    if (await formReplaced(p, s, 'Contact information')) return;
    await p.seesBusy(region('Contact information'), true);
    await p.seesNo({ label: 'First name' });
  },
  'contact.editing': async (p, s) => {
    if (await formReplaced(p, s, 'Contact information')) return;
    const { contact, contactTouched, submitted } = s.context;
    await p.seesBusy(region('Contact information'), false);
    const problems = contactProblems(contact);
    for (const [field, label] of Object.entries(CONTACT_LABELS) as [ContactField, string][]) {
      const problem = problems[field];
      const shown = problem && (submitted || contactTouched[field]) ? problem : undefined;
      await seesField(p, label, contact[field], shown && FIELD_WORDS[shown], locked(s));
    }
    await p.seesChecked({ label: 'Save as my contact information' }, contact.saveAsContact);
  },
  'card.loading': async (p, s) => {
    if (await formReplaced(p, s, 'Payment information')) return;
    const section = region('Payment information');
    await p.seesBusy(section, true);
    await p.seesNo({ role: 'radio', within: section });
    await p.seesNo({ label: 'Card number' });
  },
  'card.saved': async (p, s) => {
    if (await formReplaced(p, s, 'Payment information')) return;
    const section = region('Payment information');
    const { cards, selectedCardId } = s.context;
    await p.seesCount({ role: 'radio', within: section }, cards.length);
    for (const card of cards) {
      const expiry = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
      const name = new RegExp(`^${card.brand} ending in ${card.last4}, expires ${expiry}`);
      await p.seesChecked({ role: 'radio', name, within: section }, card.id === selectedCardId);
    }
    await p.sees(button('Pay with a new card', section));
    await p.seesNo({ label: 'Card number' });
  },
  'card.new': async (p, s) => {
    if (await formReplaced(p, s, 'Payment information')) return;
    const section = region('Payment information');
    const { newCard, cardTouched, submitted, cards, cardsUnavailable } = s.context;
    await p.seesNo({ role: 'radio', within: section });
    const problems = cardProblems(newCard);
    for (const [field, label] of Object.entries(CARD_LABELS) as [CardField, string][]) {
      const problem = problems[field];
      const shown = problem && (submitted || cardTouched[field]) ? problem : undefined;
      await seesField(p, label, newCard[field], shown && FIELD_WORDS[shown], locked(s));
    }
    if (newCard.number.startsWith('4')) await p.sees(text('Visa', section));
    await p.seesChecked({ label: 'Save this card for future payments' }, newCard.save);
    await p.seesCount(button('Use a saved card', section), cards.length > 0 ? 1 : 0);
    const unavailable = 'Your saved cards could not be loaded. You can pay with a new card.';
    await p.seesCount(text(unavailable, section), cardsUnavailable ? 1 : 0);
  },
  'coupons.idle': async (p, s) => {
    if (await formReplaced(p, s, 'Coupons')) return;
    const { couponDraft, couponDraftProblem } = s.context;
    const problem = couponDraftProblem ? DRAFT_WORDS[couponDraftProblem] : undefined;
    await seesField(p, 'Coupon code', couponDraft, problem, locked(s));
    await seesAppliedCoupons(p, s);
  },
  'agreement.unticked': seesAgreement,
  'agreement.ticked': seesAgreement,
  'summary.loading': async (p, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    await seesCycleChoice(p, s);
    await p.seesBusy(SUMMARY, true);
    const { preview } = s.context;
    await p.announces(preview ? 'Updating…' : 'Loading your order summary…', SUMMARY);
    if (preview) await seesPreview(p, preview);
    await p.seesNo({ role: 'alert', within: SUMMARY });
  },
  'summary.ready': async (p, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    await seesCycleChoice(p, s);
    await p.seesBusy(SUMMARY, false);
    await p.seesNo({ role: 'status', within: SUMMARY });
    await p.seesNo({ role: 'alert', within: SUMMARY });
    await seesPreview(p, s.context.preview as OrderPreview);
  },
  'summary.failed': async (p, s) => {
    if (s.matches({ payment: 'succeeded' })) return;
    await seesCycleChoice(p, s);
    const code = s.context.previewProblem?.code ?? '';
    await p.sees(
      { role: 'alert', within: SUMMARY },
      SUMMARY_PROBLEMS[code] ?? `The order summary could not be loaded (Error Code ${code}).`,
    );
    await p.sees(button('Try again', SUMMARY));
    await p.sees(link('Change plan', SUMMARY));
  },
  'payment.idle': async (p, s) => {
    const { preview } = s.context;
    const priced = s.matches({ summary: 'ready' }) && preview !== null;
    // Unpriced, the button cannot say whether anything is due today.
    const words = !priced
      ? 'Pay'
      : preview && preview.dueToday > 0
        ? `Pay ${money(preview.dueToday, preview.currency)}`
        : 'Start subscription';
    await p.sees(PAY_BUTTON, words);
    await p.seesEnabled(PAY_BUTTON, priced);
    await p.seesNo(heading('Payment failed'));
    await p.seesNo(text(UNCERTAIN));
  },
  'payment.paying': async (p) => {
    await p.sees(PAY_BUTTON, 'Processing payment…');
    await p.seesEnabled(PAY_BUTTON, false);
    await p.seesNo(text(RECONNECTING));
  },
  'payment.failed': async (p, s) => {
    const failed = region('Payment failed');
    await p.sees(
      { role: 'alert', within: failed },
      `The system is experiencing technical difficulties. Error Code ${s.context.failure?.code}. Please try again.`,
    );
    await p.sees(button('Change card', failed));
    await p.sees(button('Try again', failed));
    await p.seesNo(PAY_BUTTON);
  },
  'payment.succeeded': async (p, s) => {
    await p.sees(heading('Order Complete', 1));
    const orderId = s.context.placed?.orderId;
    await p.seesAddress(new RegExp(`/products/checkout/successfulorder\\?orderId=${orderId}$`));
    await p.seesIn(
      text(/A receipt has been sent to your contact e-mail/),
      s.context.placed?.receiptEmail ?? '(none)',
    );
    await p.seesNo(region('Contact information'));
  },
};
requireChecks(checkoutMachine, checkoutSees);
