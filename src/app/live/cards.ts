import { fromPromise } from 'xstate';
import { type CardsApi, deleteCard, getCardPage, storeCard } from '../../api/cards';
import type { StoreCardRequest } from '../../api/contract/cards';
import { cardMachine } from '../../machines/cardMachine';
import { cardsMachine } from '../../machines/cardsMachine';
import { newCardMachine } from '../../machines/newCardMachine';
import { type AttemptRequest, payingWith } from '../../machines/payAttemptMachine';
import { bound } from './bound';

export type CardListApi = Pick<CardsApi, 'getCardPage' | 'storeCard' | 'deleteCard'>;

/** The add bank card dialog bound to POST pc/std through the shared attempt (same key on resend). */
export const bindNewCard = (api: Pick<CardsApi, 'storeCard'>) =>
  newCardMachine.provide({
    actors: {
      payAttempt: payingWith((request: StoreCardRequest & AttemptRequest) =>
        api.storeCard(request),
      ),
    },
  });

/** Payment Method bound to GET pc/c, each card's actor to DELETE pc/std, the dialog to POST pc/std. */
export function bindCards(api: CardListApi) {
  return bound(
    cardsMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => api.getCardPage(input.pageNumber)),
        newCard: bindNewCard(api),
        card: cardMachine.provide({
          actors: { deleteCard: fromPromise(({ input }) => api.deleteCard(input.cardId)) },
        }),
      },
    }),
  );
}

export const liveCards = bindCards({ getCardPage, storeCard, deleteCard });
