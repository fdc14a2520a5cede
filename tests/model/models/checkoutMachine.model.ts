import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import {
  type CheckoutInput,
  checkoutMachine,
  pickableCodes,
} from '../../../src/machines/checkoutMachine';
import { aCard, aContact, aPlacedOrder, aPreview, declined } from '../../factories/checkout';
import { aCoupon } from '../../factories/promotion';
import type { MachineModel } from '../machineModel';

const contact = aContact({ billingEmail: 'active@demo.test' });
const visa = aCard();
// A second saved card: choosing the default one again changes nothing a person can see.
const mastercard = aCard({ id: 12, brand: 'Mastercard', last4: '4444', isDefault: false });
/** The saved cards the server answers with (the real runner stores the same brands and digits). */
export const savedCards = [visa, mastercard];
const paid: Result<PlacedOrder> = {
  ok: true,
  value: aPlacedOrder({ orderId: 9, receiptEmail: 'active@demo.test' }),
};

const input: CheckoutInput = {
  order: { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD' },
  lang: 'en',
  account: { email: 'active@demo.test', mobileNumber: '+85291234567' },
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new TypeError('offline'),
});

const loadingEvents = {
  contact: [done('loadContact', contact), failed('loadContact')],
  card: [done('loadCards', savedCards), done('loadCards', []), failed('loadCards')],
  // The buyer's own codes: the real runner's demo buyers each have some for USD.
  coupons: [done('loadOwnCodes', [aCoupon()]), failed('loadOwnCodes')],
};

/** What the buyer does on the page (one payload for each event). */
const formSteps: AnyEventObject[] = [
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
  { type: 'coupon.pick', code: aCoupon().code },
  { type: 'agreement.tick' },
  { type: 'agreement.untick' },
  // The order summary's billing-cycle switch: another cycle (checkout switches only the cycle; the
  // product and currency are chosen in offer selection).
  { type: 'order.change', order: { productCode: 'HK_ALL', subscriptionTime: 12, currency: 'USD' } },
  { type: 'summary.retry' },
  { type: 'checkout.submit' },
  { type: 'payment.retry' },
  { type: 'payment.changeCard' },
];

/** What a person does on the form, or the order summary's billing-cycle switch. */
const FORM = /^(contact|card|coupon|agreement|checkout|order)\./;

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
  // xstate/graph offers every event a state handles; these are the payloads it sends for them (the
  // server prices the order the page asks about).
  events: ({ context }) =>
    [
      ...Object.values(loadingEvents).flat(),
      done('previewOrder', aPreview(context.order)),
      failed('previewOrder'),
      ...formSteps,
      done('payAttempt', paid),
      done('payAttempt', declined('5001')),
      done('payAttempt', declined('0061')),
    ] as never,
  // A step is offered only where some state handles it (no "Try again" before a failure); these
  // rules judge what the guards refuse. (No rule is kept that never changes the generated paths.)
  cannot: [
    {
      scope: 'model',
      when: ({ state, event }) => FORM.test(event.type) && !state.matches({ payment: 'idle' }),
      why: 'the form and the billing-cycle switch are locked while the payment is being placed; after a refusal the "Payment failed" screen replaces the form.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'card.useSaved' && state.context.cards.length === 0,
      why: 'there is no saved card, so there is no "Use a saved card" button.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'coupon.remove' &&
        !state.context.coupons.includes(String(event.code).toUpperCase()),
      why: 'that coupon is not applied, so there is no "Remove" button for it.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'coupon.pick' && !pickableCodes(state.context).includes(event.code),
      why: 'that code is not among the buyer’s own codes offered, so there is no button for it.',
    },
    {
      scope: 'model',
      when: ({ state, event }) =>
        event.type === 'checkout.submit' &&
        !(state.matches({ summary: 'ready' }) && state.context.preview),
      why: 'the Pay button stays disabled until the server has priced the order.',
    },
  ],
};
