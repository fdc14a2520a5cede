import { type ApiClient, api } from './client';
import { type Card, CardListResponse } from './contract/cards';

export const CARDS_PATH = '/api/v2/ch/pc/c';
/** Spec §9: the card list is read 10 at a time from page 0. */
export const CARD_PAGE_SIZE = 10;

export interface CardsApi {
  /** GET pc/c — the first page of saved cards (brand, last4, expiry; never the number). */
  getCards(): Promise<Card[]>;
}

export function createCardsApi(client: ApiClient): CardsApi {
  return {
    async getCards() {
      const page = await client.get(
        CARDS_PATH,
        { pageSize: CARD_PAGE_SIZE, pageNumber: 0 },
        CardListResponse,
      );
      return page.cards;
    },
  };
}

export const getCards = createCardsApi(api).getCards;
