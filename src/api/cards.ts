import { type ApiClient, api } from './client';
import { type Card, cardEndpoints, type StoreCardRequest } from './contract/cards';
import type { DataOf } from './contract/endpoint';
import type { Result } from './contract/result';
import { toResult } from './problem';

/** Spec §9: the card list is read 10 at a time from page 0. */
const CARD_PAGE_SIZE = 10;

export type CardPage = { cards: Card[]; total: number };
type StoredCard = DataOf<(typeof cardEndpoints)['storeCard']>;

export interface CardsApi {
  /** The first page of saved cards (brand, last4, expiry; never the number). */
  getCards(): Promise<Card[]>;
  /** One page of saved cards and how many there are in all. */
  getCardPage(pageNumber: number): Promise<CardPage>;
  /** Store one new card. Rejects only when nobody knows whether it was stored. */
  storeCard(request: StoreCardRequest): Promise<Result<StoredCard>>;
  /** Delete a saved card; refused (0077) while it pays for a live plan. */
  deleteCard(cardId: number): Promise<Result<unknown>>;
}

export function createCardsApi(client: ApiClient): CardsApi {
  const getCardPage = async (pageNumber: number) => {
    const query = { pageSize: CARD_PAGE_SIZE, pageNumber };
    const { cards, total } = await client.call(cardEndpoints.getCards, query);
    return { cards, total };
  };
  return {
    getCards: async () => (await getCardPage(0)).cards,
    getCardPage,
    storeCard: (request) => toResult(client.call(cardEndpoints.storeCard, request)),
    deleteCard: (cardId) => toResult(client.call(cardEndpoints.deleteCard, { cardId })),
  };
}

const cardsApi = createCardsApi(api);
export const getCards = cardsApi.getCards;
export const getCardPage = cardsApi.getCardPage;
export const storeCard = cardsApi.storeCard;
export const deleteCard = cardsApi.deleteCard;
