import { fromPromise } from 'xstate';
import { getCards } from '../../api/cards';
import { getContact } from '../../api/contact';
import { placeOrder, previewOrder } from '../../api/orders';
import { checkoutMachine } from '../../machines/checkoutMachine';

/** The checkout statechart bound to the real API: pc/uc, pc/c, pc/po and pc/pc. */
export const liveCheckout = checkoutMachine.provide({
  actors: {
    loadContact: fromPromise(() => getContact()),
    loadCards: fromPromise(() => getCards()),
    previewOrder: fromPromise(({ input }) => previewOrder(input)),
    placeOrder: fromPromise(({ input }) => placeOrder(input)),
  },
});
