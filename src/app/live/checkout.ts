import { fromPromise } from 'xstate';
import { type CardsApi, getCards } from '../../api/cards';
import { type ContactApi, getContact } from '../../api/contact';
import { type OrdersApi, placeOrder, previewOrder } from '../../api/orders';
import type { PromotionApi } from '../../api/promotion';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { payingWith } from '../../machines/payAttemptMachine';
import { bound } from './bound';

export type CheckoutApi = Pick<CardsApi, 'getCards'> &
  ContactApi &
  PromotionApi &
  Pick<OrdersApi, 'previewOrder' | 'placeOrder'>;

/** The checkout statechart bound to pc/uc, pc/c, pc/uc1, pc/po, and its pay attempt to pc/pc. */
export function bindCheckout(api: CheckoutApi) {
  return bound(
    checkoutMachine.provide({
      actors: {
        loadContact: fromPromise(() => api.getContact()),
        loadCards: fromPromise(() => api.getCards()),
        loadOwnCodes: fromPromise(({ input }) => api.getCoupons(input.currency)),
        previewOrder: fromPromise(({ input }) => api.previewOrder(input)),
        payAttempt: payingWith(api.placeOrder),
      },
    }),
  );
}

export const liveCheckout = bindCheckout({
  getContact,
  getCards,
  // As offer selection reads them: the promotion client loads with this call, not with the page.
  getCoupons: (currency) =>
    import('../../api/promotion').then((promotion) => promotion.getCoupons(currency)),
  previewOrder,
  placeOrder,
});
