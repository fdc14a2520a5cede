import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { SavedContact } from '../../src/api/contact';
import type { Card } from '../../src/api/contract/cards';
import type {
  OrderPreview,
  PlaceOrderRequest,
  PreviewOrderRequest,
} from '../../src/api/contract/orders';
import type { Coupon } from '../../src/api/contract/promotion';
import type { Result } from '../../src/api/contract/result';
import type { PlacedOrder } from '../../src/api/orders';
import {
  type CheckoutEmitted,
  type CheckoutInput,
  checkoutMachine,
} from '../../src/machines/checkoutMachine';
import { payingWith } from '../../src/machines/payAttemptMachine';
import { aCard, aContact, aPlacedOrder, aPreview } from '../factories/checkout';

export const defaultInput: CheckoutInput = {
  order: { productCode: 'HK_ALL', subscriptionTime: 1, currency: 'USD' },
  lang: 'en',
  account: { email: 'active@demo.test', mobileNumber: '+85290000000' },
};

type Answer<T> = T | Error | 'hang';
type PayAnswer = Answer<Result<PlacedOrder>>;

export interface Fakes {
  contact?: Answer<SavedContact | null>;
  cards?: Answer<Card[]>;
  /** The buyer's own codes usable at checkout (pc/uc1); none by default. */
  ownCodes?: Answer<Coupon[]>;
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
  const loads = { contact: 0, cards: 0, ownCodes: [] as string[] };
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
      loadOwnCodes: fromPromise(({ input: { currency } }) => {
        loads.ownCodes.push(currency);
        return settleWith(fakes.ownCodes ?? []);
      }),
      previewOrder: fromPromise(({ input: request }) => {
        previews.push(request);
        const answer = fakes.preview ? fakes.preview(request) : aPreview(request);
        return answer instanceof Promise ? answer : settleWith(answer);
      }),
      payAttempt: payingWith((request: PlaceOrderRequest) => {
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
