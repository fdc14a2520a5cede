import { fromPromise } from 'xstate';
import { type CardsApi, getCards } from '../../api/cards';
import { type ContactApi, getContact } from '../../api/contact';
import { type OrdersApi, placeOrder, previewOrder } from '../../api/orders';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { bound } from './bound';

export type CheckoutApi = Pick<CardsApi, 'getCards'> &
  ContactApi &
  Pick<OrdersApi, 'previewOrder' | 'placeOrder'>;

/** The checkout statechart bound to pc/uc, pc/c, pc/po, and its pay attempt to pc/pc. */
export function bindCheckout(api: CheckoutApi) {
  return bound(
    checkoutMachine.provide({
      actors: {
        loadContact: fromPromise(() => api.getContact()),
        loadCards: fromPromise(() => api.getCards()),
        previewOrder: fromPromise(({ input }) => api.previewOrder(input)),
        payAttempt: payingWith(api.placeOrder),
      },
    }),
  );
}

export const liveCheckout = bindCheckout({ getContact, getCards, previewOrder, placeOrder });
