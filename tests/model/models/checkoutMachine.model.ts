import type { SavedContact } from '../../../src/api/contact';
import type { Card } from '../../../src/api/contract/cards';
import type { OrderPreview } from '../../../src/api/contract/orders';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import { type CheckoutInput, checkoutMachine } from '../../../src/machines/checkoutMachine';
import { aCard, aPreview } from '../../factories/checkout';
import { cannotInCheckout } from '../fast/checkoutTruth';
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
};

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
  { type: 'card.select', cardId: mastercard.id } as ModelEvent,
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
  {
    type: 'order.change',
    order: { productCode: 'HK_ALL', subscriptionTime: 12, currency: 'USD' },
  } as ModelEvent,
  { type: 'summary.retry' },
  { type: 'checkout.submit' },
];

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
  cannot: cannotInCheckout,
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
