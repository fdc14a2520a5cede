import { type ApiClient, api } from './client';
import { type Card, cardEndpoints } from './contract/cards';

/** Spec §9: the card list is read 10 at a time from page 0. */
const CARD_PAGE_SIZE = 10;

export interface CardsApi {
  /** The first page of saved cards (brand, last4, expiry; never the number). */
  getCards(): Promise<Card[]>;
}

export function createCardsApi(client: ApiClient): CardsApi {
  return {
    async getCards() {
      const query = { pageSize: CARD_PAGE_SIZE, pageNumber: 0 };
      return (await client.call(cardEndpoints.getCards, query)).cards;
    },
  };
}

export const getCards = createCardsApi(api).getCards;
