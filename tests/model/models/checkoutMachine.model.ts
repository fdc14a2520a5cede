import type { SnapshotFrom } from 'xstate';
import type { Card } from '../../../src/api/contract/cards';
import type { OrderPreview } from '../../../src/api/contract/orders';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import type { CardField } from '../../../src/machines/checkoutForm';
import {
  type CheckoutContext,
  type CheckoutInput,
  checkoutMachine,
  type OrderChoice,
} from '../../../src/machines/checkoutMachine';
import type { ContactField } from '../../../src/machines/contactForm';
import { aCard, aContact, aPlacedOrder, aPreview, declined } from '../../factories/checkout';
import { CARD_LABELS, CONTACT_LABELS, checkoutPage, SUMMARY } from '../../pages/checkout';
import { button, type Find, type Person } from '../../pages/person';
import type { Cannot } from '../cannot';
import type { Snapshot } from '../fast/checkoutTruth';
import type { MachineModel } from '../machineModel';

const contact = aContact({ billingEmail: 'active@demo.test' });
const visa = aCard();
// A second saved card: choosing the default one again changes nothing a person can see.
const mastercard = aCard({
  id: 12,
  brand: 'Mastercard',
  last4: '4444',
  expYear: 2034,
  isDefault: false,
});
const preview = (invalid: boolean): OrderPreview =>
  aPreview(
    {},
    {
      invalidCoupons: invalid
        ? [{ code: 'NEWUSER15', errorCode: '0068', message: 'Coupon only for new user' }]
        : [],
    },
  );
const paid: Result<PlacedOrder> = {
  ok: true,
  value: aPlacedOrder({ orderId: 9, receiptEmail: 'active@demo.test' }),
};

const input: CheckoutInput = {
  order: { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD' },
  lang: 'en',
  account: { email: 'active@demo.test', mobileNumber: '+85291234567' },
};

type ModelEvent = {
  type: string;
  output?: unknown;
  error?: unknown;
  field?: string;
  value?: unknown;
  code?: string;
  cardId?: number;
  order?: OrderChoice;
};
type S = SnapshotFrom<typeof checkoutMachine>;
type Seen = Snapshot<CheckoutContext>;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new TypeError('offline'),
});

const loadingEvents = {
  contact: [done('loadContact', contact), done('loadContact', null), failed('loadContact')],
  card: [done('loadCards', [visa, mastercard]), done('loadCards', []), failed('loadCards')],
  summary: [
    done('previewOrder', preview(false)),
    done('previewOrder', preview(true)),
    failed('previewOrder'),
  ],
};

const formEvents: ModelEvent[] = [
  { type: 'contact.change', field: 'firstName', value: 'Grace' },
  { type: 'contact.blur', field: 'billingEmail' },
  { type: 'contact.save', value: false },
  // Saved cards are shown only when loadCards has answered both of them.
  { type: 'card.select', cardId: mastercard.id },
  { type: 'card.new' },
  { type: 'card.useSaved' },
  { type: 'card.change', field: 'number', value: '4242 4242 4242 4242' },
  { type: 'card.blur', field: 'number' },
  { type: 'card.save', value: false },
  { type: 'coupon.draft', value: 'SAVE10USD' },
  { type: 'coupon.apply' },
  { type: 'coupon.remove', code: 'SAVE10USD' },
  { type: 'agreement.tick' },
  { type: 'agreement.untick' },
  // The order summary's billing-cycle switch: another cycle (checkout switches only the cycle; the
  // product and currency are chosen in offer selection).
  { type: 'order.change', order: { productCode: 'HK_ALL', subscriptionTime: 12, currency: 'USD' } },
  { type: 'summary.retry' },
  { type: 'checkout.submit' },
];

/** What the report says of each step: what the buyer does or the server answers. */
const WORDS: Record<string, string | ((e: ModelEvent) => string)> = {
  'xstate.done.actor.loadContact': (e) =>
    e.output ? 'The saved contact details arrive' : 'No contact details were saved',
  'xstate.error.actor.loadContact': 'The contact details cannot be read',
  'xstate.done.actor.loadCards': (e) =>
    (e.output as Card[]).length
      ? 'The saved Visa 4242 (default) and Mastercard 4444 arrive'
      : 'There is no saved card',
  'xstate.error.actor.loadCards': 'The saved cards cannot be read',
  'xstate.done.actor.previewOrder': (e) =>
    (e.output as OrderPreview).invalidCoupons.length
      ? 'The server prices the order and marks a coupon invalid (0068)'
      : 'The server prices the order',
  'xstate.error.actor.previewOrder': 'The order cannot be priced',
  'xstate.done.actor.payAttempt': (e) => {
    const outcome = e.output as Result<PlacedOrder>;
    if (outcome.ok) return 'The payment succeeds';
    return `The server refuses the payment (code ${outcome.problem.code})`;
  },
  'contact.change': (e) => `The buyer types in ${e.field}`,
  'contact.blur': (e) => `The buyer leaves ${e.field}`,
  'contact.save': 'The buyer clears “save as contact”',
  'card.select': 'The buyer chooses the saved Mastercard 4444',
  'card.new': 'The buyer chooses to add a new card',
  'card.useSaved': 'The buyer goes back to the saved cards',
  'card.change': (e) => `The buyer types the card ${e.field}`,
  'card.blur': (e) => `The buyer leaves the card ${e.field}`,
  'card.save': 'The buyer clears “save this card”',
  'coupon.draft': (e) => `The buyer types the coupon ${e.value}`,
  'coupon.apply': 'The buyer clicks Apply',
  'coupon.remove': (e) => `The buyer removes the coupon ${e.code}`,
  'agreement.tick': 'The buyer ticks the purchase agreement',
  'agreement.untick': 'The buyer clears the purchase agreement',
  'order.change': 'The buyer switches the billing cycle to Annually',
  'summary.retry': 'The buyer retries loading the summary',
  'checkout.submit': 'The buyer clicks Pay',
  'payment.retry': 'The buyer clicks Try again',
  'payment.changeCard': 'The buyer clicks Change card',
};

function describe(e: ModelEvent): string {
  const words = WORDS[e.type] ?? e.type;
  return typeof words === 'function' ? words(e) : words;
}

/**
 * A step nobody can take on the checkout page: an event of `type` (a name, or a pattern for
 * several) when `when` holds where the path's own events lead. Every reason names what is on the
 * screen.
 */
const nobody = (
  type: string | RegExp,
  when: (s: S, e: ModelEvent) => boolean,
  why: Cannot['why'],
): Cannot => ({
  scope: 'model',
  when: ({ state, event }) =>
    (typeof type === 'string' ? event.type === type : type.test(event.type)) &&
    when(state as S, event as ModelEvent),
  why,
});
/** What a person does on the form itself (not the payment's, summary's or cycle's own buttons). */
const FORM = /^(contact|card|coupon|agreement|checkout)\./;

export const model: MachineModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  starts: [
    { description: 'A signed-in buyer opens checkout for HKEx All-Platform, monthly, USD', input },
  ],
  simplePaths: false,
  // A coarse key keeps the traversal of six regions small: contact and card count only as "still
  // loading", saved card or new card; the agreement not at all (each tick and untick is still
  // taken once, from the state it happens in). Lost answers are the pay attempt's own model.
  serialize: (snapshot) => {
    const { contact, card, summary, payment } = snapshot.value as Record<string, string>;
    const form = contact === 'loading' || card === 'loading' ? 'loading' : card;
    return JSON.stringify([form, summary, payment]);
  },
  // xstate/graph offers every event a state handles; these are the payloads it sends for them.
  events: [
    ...Object.values(loadingEvents).flat(),
    ...formEvents,
    done('payAttempt', paid),
    done('payAttempt', declined('5001')),
    done('payAttempt', declined('0061')),
    { type: 'payment.retry' },
    { type: 'payment.changeCard' },
  ] as never,
  // A step is offered only where some state handles it (no "Try again" before a failure); these
  // rules judge what the coarse key leaves out, and what the guards refuse.
  cannot: [
    {
      scope: 'model',
      when: ({ state }) => state.matches({ payment: 'succeeded' }),
      why: 'the order is placed and the success page has replaced checkout (its actor is stopped), so nothing more can happen on the checkout page (MODEL: the traversal continues past payment.succeeded because the other regions are not final).',
    },
    nobody(
      'order.change',
      (s) => !s.matches({ payment: 'idle' }),
      'the billing-cycle switch in the order summary is disabled while a payment is being placed or has failed.',
    ),
    nobody(
      'order.change',
      (s, e) => e.order?.subscriptionTime === s.context.order.subscriptionTime,
      'that billing cycle is already the chosen one: choosing it again sends nothing.',
    ),
    nobody(
      FORM,
      (s) => s.matches({ payment: 'failed' }),
      'the "Payment failed" screen has replaced the form; only "Change card" and "Try again" are there.',
    ),
    nobody(
      FORM,
      (s) => !s.matches({ payment: 'idle' }),
      'the form is locked (disabled) while the payment is being placed.',
    ),
    nobody(
      /^contact\./,
      (s) => s.matches({ contact: 'loading' }),
      'the contact form is still loading: there is no field yet.',
    ),
    nobody(
      'contact.save',
      (s, e) => s.context.contact.saveAsContact === e.value,
      ({ event }) =>
        `"Save as my contact information" is already ${event.value ? 'ticked' : 'clear'}.`,
    ),
    nobody(
      /^card\.(select|new)$/,
      (s) => !s.matches({ card: 'saved' }),
      'the saved cards are not shown now (still loading, or the new-card form is open).',
    ),
    nobody(
      'card.select',
      (s, e) => s.context.selectedCardId === e.cardId,
      'that saved card is already the chosen one: choosing it again sends nothing.',
    ),
    nobody(
      /^card\.(useSaved|change|blur|save)$/,
      (s) => !s.matches({ card: 'new' }),
      'the new-card form is not open (still loading, or the saved cards are shown).',
    ),
    nobody(
      'card.useSaved',
      (s) => s.context.cards.length === 0,
      'there is no saved card, so there is no "Use a saved card" button.',
    ),
    nobody(
      'card.save',
      (s, e) => s.context.newCard.save === e.value,
      ({ event }) => `"Save this card" is already ${event.value ? 'ticked' : 'clear'}.`,
    ),
    nobody(
      'coupon.remove',
      (s, e) => !s.context.coupons.includes(String(e.code).toUpperCase()),
      ({ event }) => `no coupon ${event.code} is applied, so there is no "Remove" button for it.`,
    ),
    nobody('agreement.tick', (s) => s.context.agreement, 'the agreement is already ticked.'),
    nobody(
      'agreement.untick',
      (s) => !s.context.agreement,
      'the agreement is not ticked, so it cannot be cleared.',
    ),
    nobody(
      'checkout.submit',
      (s) => !(s.matches({ summary: 'ready' }) && s.context.preview),
      'the Pay button stays disabled until the server has priced the order.',
    ),
  ],
  describeEvent: describe,
};

const PAYMENT_FAILED: Find = { role: 'region', name: 'Payment failed' };

/** What the buyer does at each step, in both runners (`s`: where the path is before it). */
export const checkoutDoes: Record<string, (p: Person, e: ModelEvent, s: Seen) => Promise<void>> = {
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
  'coupon.remove': (p, e) => p.clicks(button(`Remove coupon ${String(e.code).toUpperCase()}`)),
  'agreement.tick': (p) => checkoutPage(p).tickAgreement(),
  'agreement.untick': (p) => checkoutPage(p).untickAgreement(),
  'order.change': (p, e) => checkoutPage(p).switchCycle(Number(e.order?.subscriptionTime)),
  'summary.retry': (p) => p.clicks(button('Try again', SUMMARY)),
  'checkout.submit': (p) => checkoutPage(p).pay(),
  // After a refusal the buyer starts a new attempt: each runner checks its new key.
  'payment.retry': (p) => p.clicks(button('Try again', PAYMENT_FAILED)),
  'payment.changeCard': (p) => p.clicks(button('Change card', PAYMENT_FAILED)),
};
