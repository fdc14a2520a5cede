import type { AnyEventObject } from 'xstate';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import { type CheckoutInput, checkoutMachine } from '../../../src/machines/checkoutMachine';
import { aCard, aContact, aPlacedOrder, aPreview, declined } from '../../factories/checkout';
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
};

/** What the buyer does on the page (one payload for each event), in the report's words. */
const formSteps: [AnyEventObject, string][] = [
  [{ type: 'contact.change', field: 'firstName', value: 'Grace' }, 'The buyer types in firstName'],
  [{ type: 'contact.blur', field: 'billingEmail' }, 'The buyer leaves billingEmail'],
  [{ type: 'contact.save', value: false }, 'The buyer clears “save as contact”'],
  // Saved cards are shown only when loadCards has answered both of them.
  [{ type: 'card.select', cardId: mastercard.id }, 'The buyer chooses the saved Mastercard 4444'],
  [{ type: 'card.new' }, 'The buyer chooses to add a new card'],
  [{ type: 'card.useSaved' }, 'The buyer goes back to the saved cards'],
  [
    { type: 'card.change', field: 'number', value: '4242 4242 4242 4242' },
    'The buyer types the card number',
  ],
  [{ type: 'card.blur', field: 'number' }, 'The buyer leaves the card number'],
  [{ type: 'card.save', value: false }, 'The buyer clears “save this card”'],
  [{ type: 'coupon.draft', value: 'SAVE10USD' }, 'The buyer types the coupon SAVE10USD'],
  [{ type: 'coupon.apply' }, 'The buyer clicks Apply'],
  [{ type: 'coupon.remove', code: 'SAVE10USD' }, 'The buyer removes the coupon SAVE10USD'],
  [{ type: 'agreement.tick' }, 'The buyer ticks the purchase agreement'],
  [{ type: 'agreement.untick' }, 'The buyer clears the purchase agreement'],
  // The order summary's billing-cycle switch: another cycle (checkout switches only the cycle; the
  // product and currency are chosen in offer selection).
  [
    {
      type: 'order.change',
      order: { productCode: 'HK_ALL', subscriptionTime: 12, currency: 'USD' },
    },
    'The buyer switches the billing cycle to Annually',
  ],
  [{ type: 'summary.retry' }, 'The buyer retries loading the summary'],
  [{ type: 'checkout.submit' }, 'The buyer clicks Pay'],
  [{ type: 'payment.retry' }, 'The buyer clicks Try again'],
  [{ type: 'payment.changeCard' }, 'The buyer clicks Change card'],
];

/** What the report says of the server's answers. */
const WORDS: Record<string, string | ((e: AnyEventObject) => string)> = {
  'xstate.done.actor.loadContact': 'The saved contact details arrive',
  'xstate.error.actor.loadContact': 'The contact details cannot be read',
  'xstate.done.actor.loadCards': (e) =>
    e.output.length
      ? 'The saved Visa 4242 (default) and Mastercard 4444 arrive'
      : 'There is no saved card',
  'xstate.error.actor.loadCards': 'The saved cards cannot be read',
  'xstate.done.actor.previewOrder': 'The server prices the order',
  'xstate.error.actor.previewOrder': 'The order cannot be priced',
  'xstate.done.actor.payAttempt': (e) =>
    e.output.ok
      ? 'The payment succeeds'
      : `The server refuses the payment (code ${e.output.problem.code})`,
};

function describe(e: AnyEventObject): string {
  const words = formSteps.find(([step]) => step.type === e.type)?.[1] ?? WORDS[e.type] ?? e.type;
  return typeof words === 'function' ? words(e) : words;
}

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
      ...formSteps.map(([event]) => event),
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
        event.type === 'checkout.submit' &&
        !(state.matches({ summary: 'ready' }) && state.context.preview),
      why: 'the Pay button stays disabled until the server has priced the order.',
    },
  ],
  describeEvent: describe,
};
