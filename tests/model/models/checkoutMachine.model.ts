import type { SnapshotFrom } from 'xstate';
import type { SavedContact } from '../../../src/api/contact';
import type { Card } from '../../../src/api/contract/cards';
import type { OrderPreview } from '../../../src/api/contract/orders';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import {
  type CheckoutInput,
  checkoutMachine,
  type OrderChoice,
} from '../../../src/machines/checkoutMachine';
import { aCard, aPreview } from '../../factories/checkout';
import type { Cannot } from '../cannot';
import type { MachineModel } from '../machineModel';

const contact: SavedContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  billingEmail: 'active@demo.test',
  phone: '+85291234567',
  saveAsContact: true,
};
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
  value: {
    orderId: 9,
    status: 'active',
    currency: 'USD',
    amountPaid: 2900,
    nextBillingDate: '2030-02-01T00:00:00.000Z',
    receiptEmail: 'active@demo.test',
  },
};
const refused = (code: string): Result<PlacedOrder> => ({
  ok: false,
  problem: { code, message: '', invalidCoupons: [] },
});

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
  // The order summary's billing-cycle switch: same product and currency, another cycle.
  { type: 'order.change', order: { productCode: 'HK_ALL', subscriptionTime: 12, currency: 'USD' } },
  { type: 'summary.retry' },
  { type: 'checkout.submit' },
];

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
    done('payAttempt', refused('5001')),
    done('payAttempt', refused('0061')),
    { type: 'payment.retry' },
    { type: 'payment.changeCard' },
  ] as never,
  cannot: [
    {
      scope: 'model',
      when: ({ state }) => state.matches({ payment: 'succeeded' }),
      why: 'the order is placed and the success page has replaced checkout (its actor is stopped), so nothing more can happen on the checkout page (MODEL: the traversal continues past payment.succeeded because the other regions are not final).',
    },
    nobody(
      /^payment\./,
      (s) => !s.matches({ payment: 'failed' }),
      'there is no "Change card" or "Try again" for the payment now.',
    ),
    nobody(
      'summary.retry',
      (s) => !s.matches({ summary: 'failed' }),
      'the order summary has not failed: there is no "Try again" in it.',
    ),
    nobody(
      'order.change',
      (s) => !s.matches({ payment: 'idle' }),
      'the billing-cycle switch in the order summary is disabled while a payment is being placed or has failed.',
    ),
    nobody(
      'order.change',
      ({ context: { order } }, e) =>
        e.order?.productCode !== order.productCode || e.order?.currency !== order.currency,
      'checkout switches only the billing cycle; the product and currency are chosen in offer selection.',
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
      /^card\./,
      (s) => s.matches({ card: 'loading' }),
      'the payment section is still loading: there is no card to choose or field to type in.',
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
      'the saved cards are not shown now: the new-card form is open.',
    ),
    nobody(
      'card.select',
      (s, e) => !s.context.cards.some((c) => c.id === e.cardId),
      'that card is not among the saved cards.',
    ),
    nobody(
      'card.select',
      (s, e) => s.context.selectedCardId === e.cardId,
      'that saved card is already the chosen one: choosing it again sends nothing.',
    ),
    nobody(
      /^card\.(useSaved|change|blur|save)$/,
      (s) => !s.matches({ card: 'new' }),
      'the saved cards are shown: the new-card form is not open.',
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
  describeEvent: (e: ModelEvent) => {
    const outcome = e.output as Result<PlacedOrder> | undefined;
    switch (e.type) {
      case 'xstate.done.actor.loadContact':
        return e.output ? 'The saved contact details arrive' : 'No contact details were saved';
      case 'xstate.error.actor.loadContact':
        return 'The contact details cannot be read';
      case 'xstate.done.actor.loadCards':
        return (e.output as Card[]).length
          ? 'The saved Visa 4242 (default) and Mastercard 4444 arrive'
          : 'There is no saved card';
      case 'xstate.error.actor.loadCards':
        return 'The saved cards cannot be read';
      case 'xstate.done.actor.previewOrder':
        return (e.output as OrderPreview).invalidCoupons.length
          ? 'The server prices the order and marks a coupon invalid (0068)'
          : 'The server prices the order';
      case 'xstate.error.actor.previewOrder':
        return 'The order cannot be priced';
      case 'xstate.done.actor.payAttempt':
        if (outcome?.ok) return 'The payment succeeds';
        return `The server refuses the payment (code ${outcome?.problem.code})`;
      case 'contact.change':
        return `The buyer types in ${e.field}`;
      case 'contact.blur':
        return `The buyer leaves ${e.field}`;
      case 'contact.save':
        return 'The buyer clears “save as contact”';
      case 'card.select':
        return 'The buyer chooses the saved Mastercard 4444';
      case 'card.new':
        return 'The buyer chooses to add a new card';
      case 'card.useSaved':
        return 'The buyer goes back to the saved cards';
      case 'card.change':
        return `The buyer types the card ${e.field}`;
      case 'card.blur':
        return `The buyer leaves the card ${e.field}`;
      case 'card.save':
        return 'The buyer clears “save this card”';
      case 'coupon.draft':
        return `The buyer types the coupon ${e.value}`;
      case 'coupon.apply':
        return 'The buyer clicks Apply';
      case 'coupon.remove':
        return `The buyer removes the coupon ${e.code}`;
      case 'agreement.tick':
        return 'The buyer ticks the purchase agreement';
      case 'agreement.untick':
        return 'The buyer clears the purchase agreement';
      case 'order.change':
        return 'The buyer switches the billing cycle to Annually';
      case 'summary.retry':
        return 'The buyer retries loading the summary';
      case 'checkout.submit':
        return 'The buyer clicks Pay';
      case 'payment.retry':
        return 'The buyer clicks Try again';
      case 'payment.changeCard':
        return 'The buyer clicks Change card';
      default:
        return e.type;
    }
  },
};
