import * as v from 'valibot';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';
import { Id, OkResponse, QueryInt } from './wire';

/**
 * A live plan (trial, active, past due) a saved card pays for. `expiresFirst`: the card's last
 * valid month ends before the plan's next charge, so that charge would fail (card health).
 */
export const CardUse = v.object({
  orderId: v.number(),
  productCode: v.string(),
  nextPaymentDate: v.nullable(v.string()),
  expiresFirst: v.boolean(),
});
export type CardUse = v.InferOutput<typeof CardUse>;

export const Card = v.object({
  id: v.number(),
  brand: v.string(),
  last4: v.string(),
  expMonth: v.number(),
  expYear: v.number(),
  holder: v.string(),
  isDefault: v.boolean(),
  /** Past its expiry month on the server's clock: nothing can be charged to it. */
  expired: v.boolean(),
  /** The live plans it pays for, oldest first; a card in this list cannot be deleted (0077). */
  paysFor: v.array(CardUse),
});
export type Card = v.InferOutput<typeof Card>;

const CardListQuery = v.object({
  pageSize: v.optional(v.pipe(QueryInt, v.minValue(1), v.maxValue(100)), 10),
  pageNumber: v.optional(v.pipe(QueryInt, v.minValue(0), v.maxValue(100_000)), 0),
});
export const CardListResponse = v.object({
  errorCode: v.string(),
  cards: v.array(Card),
  total: v.number(),
  pageSize: v.number(),
  pageNumber: v.number(),
});
export type CardListResponse = v.InferOutput<typeof CardListResponse>;

/** Card details as typed by the user. They go to the gateway only; the server keeps none. */
export const NewCard = v.object({
  number: v.pipe(
    v.string(),
    v.transform((s) => s.replace(/[\s-]/g, '')),
    v.regex(/^\d{12,19}$/),
  ),
  expMonth: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  expYear: v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100)),
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
  holder: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});
export type NewCard = v.InferOutput<typeof NewCard>;

/**
 * Exactly one card (spec §5: one card at a time). With an idempotency key, a resend after a lost
 * answer gets the first answer back instead of a second copy of the card.
 */
const StoreCardRequest = v.object({
  card: NewCard,
  makeDefault: v.optional(v.boolean(), false),
  idempotencyKey: v.optional(v.pipe(v.string(), v.minLength(8), v.maxLength(100))),
});
export type StoreCardRequest = v.InferInput<typeof StoreCardRequest>;
export const StoreCardResponse = v.object({ errorCode: v.string(), card: Card });
export type StoreCardResponse = v.InferOutput<typeof StoreCardResponse>;

const DeleteCardRequest = v.object({ cardId: Id });

export const cardEndpoints = {
  getCards: {
    method: 'GET',
    path: '/api/v2/ch/pc/c',
    request: CardListQuery,
    response: CardListResponse,
    errors: [],
    auth: 'user',
    summary:
      'Saved cards (brand, last4, expiry, holder; never the number), with the live plans each pays for',
  },
  storeCard: {
    method: 'POST',
    path: '/api/v2/ch/pc/std',
    request: StoreCardRequest,
    response: StoreCardResponse,
    errors: [ERROR.oneCardAtATime, ERROR.invalidCard, ERROR.expiredCard],
    auth: 'user',
    summary:
      'Store a new card: tokenised by the gateway; only brand, last4, expiry and holder are kept',
    description:
      'Exactly one card per call (spec §5). Gateway refusals answer 402 with the gateway code. The same idempotencyKey always yields the same answer and at most one stored card.',
  },
  deleteCard: {
    method: 'DELETE',
    path: '/api/v2/ch/pc/std',
    request: DeleteCardRequest,
    response: OkResponse,
    errors: [ERROR.notFound, ERROR.cardInUse],
    auth: 'user',
    summary: 'Delete a saved card (refused while it pays for a live plan)',
  },
} as const satisfies Endpoints;
