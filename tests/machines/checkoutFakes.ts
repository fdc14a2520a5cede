import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SavedContact } from '../../src/api/contact';
import type { Card } from '../../src/api/contract/cards';
import type {
  OrderPreview,
  PlaceOrderRequest,
  PreviewOrderRequest,
} from '../../src/api/contract/orders';
import type { Result } from '../../src/api/contract/result';
import type { PlacedOrder } from '../../src/api/orders';
import {
  type CheckoutEmitted,
  type CheckoutInput,
  checkoutMachine,
} from '../../src/machines/checkoutMachine';

/** Test data from factories with overrides. */
export const aCard = (overrides: Partial<Card> = {}): Card => ({
  id: 11,
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holder: 'Ada Lovelace',
  isDefault: true,
  ...overrides,
});

export const aContact = (overrides: Partial<SavedContact> = {}): SavedContact => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  billingEmail: 'ada@example.com',
  phone: '+85291234567',
  saveAsContact: true,
  ...overrides,
});

export function aPreview(
  request: Partial<PreviewOrderRequest> = {},
  overrides: Partial<OrderPreview> = {},
): OrderPreview {
  const coupons = request.coupons ?? [];
  return {
    productCode: request.productCode ?? 'HK_ALL',
    productName: 'HKEx All-Platform',
    subscriptionTime: request.subscriptionTime ?? 1,
    currency: request.currency ?? 'USD',
    lines: [{ description: 'HKEx All-Platform (Monthly)', amount: 2900 }],
    discounts: coupons
      .filter((c) => !c.startsWith('BAD'))
      .map((code, i, all) => ({
        code,
        description: `Coupon ${code}`,
        amount: 500,
        freeDays: 0,
        effective: i === all.length - 1,
        automatic: false,
      })),
    invalidCoupons: coupons
      .filter((c) => c.startsWith('BAD'))
      .map((code) => ({ code, errorCode: '0063', message: 'Coupon is invalid' })),
    trialDays: 0,
    freeDays: 0,
    firstMonthDiscountPercent: 0,
    subtotal: 2900,
    discountTotal: 0,
    tax: 0,
    dueToday: 2900,
    nextBillingDate: '2030-02-01T00:00:00.000Z',
    nextBillingAmount: 2900,
    ...overrides,
  };
}

export const aPlacedOrder = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  orderId: 99,
  status: 'active',
  currency: 'USD',
  amountPaid: 2900,
  nextBillingDate: '2030-02-01T00:00:00.000Z',
  receiptEmail: 'ada@example.com',
  ...overrides,
});

export const defaultInput: CheckoutInput = {
  order: { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD' },
  lang: 'en',
  account: { email: 'active@demo.test', mobileNumber: '+85290000000' },
};

type Answer<T> = T | Error | 'hang';
export type PayAnswer = Answer<Result<PlacedOrder>>;

export interface Fakes {
  contact?: Answer<SavedContact | null>;
  cards?: Answer<Card[]>;
  preview?: (request: PreviewOrderRequest) => Answer<OrderPreview> | Promise<OrderPreview>;
  /** Answers to successive pay requests, in order; the last one repeats. */
  pay?: PayAnswer[];
}

const settleWith = <T>(answer: Answer<T>): Promise<T> =>
  answer === 'hang'
    ? new Promise<T>(() => {})
    : answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve(answer);

/** A checkout actor on fakes; records every request the machine makes. */
export function startCheckout(fakes: Fakes = {}, input: CheckoutInput = defaultInput) {
  const previews: PreviewOrderRequest[] = [];
  const pays: PlaceOrderRequest[] = [];
  const focus: CheckoutEmitted[] = [];
  const loads = { contact: 0, cards: 0 };
  const clock = new SimulatedClock();
  const machine = checkoutMachine.provide({
    actors: {
      loadContact: fromPromise(() => {
        loads.contact += 1;
        return settleWith('contact' in fakes ? (fakes.contact ?? null) : aContact());
      }),
      loadCards: fromPromise(() => {
        loads.cards += 1;
        return settleWith(fakes.cards ?? [aCard()]);
      }),
      previewOrder: fromPromise(({ input: request }) => {
        previews.push(request);
        const answer = fakes.preview ? fakes.preview(request) : aPreview(request);
        return answer instanceof Promise ? answer : settleWith(answer);
      }),
      placeOrder: fromPromise(({ input: request }) => {
        pays.push(request);
        const answers = fakes.pay ?? [{ ok: true, value: aPlacedOrder() }];
        return settleWith(answers[Math.min(pays.length - 1, answers.length - 1)]!);
      }),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.on('checkout.focus', (event) => focus.push(event));
  actor.start();
  return { actor, previews, pays, focus, clock, loads };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const declined = (code = '5001'): Result<PlacedOrder> => ({
  ok: false,
  problem: {
    code,
    message: `The system is experiencing technical difficulties. Error Code ${code}. Please try again.`,
    invalidCoupons: [],
  },
});
