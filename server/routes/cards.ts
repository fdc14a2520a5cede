import type { FastifyInstance } from 'fastify';
import {
  CardListQuery,
  CardListResponse,
  DeleteCardRequest,
  OkResponse,
  StoreCardRequest,
  StoreCardResponse,
} from '../../src/api/contract/cards';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { deleteCard, listCards, saveCard, toCard } from '../services/cards';
import { paymentFailure } from '../services/paymentFailure';
import { PC } from './paths';

export function registerCardRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${PC}/c`,
      summary: 'Saved cards (brand, last4, expiry, holder; never the number)',
      tags: ['payment'],
      auth: 'user',
      query: CardListQuery,
      response: CardListResponse,
      errors: [ERROR.notSignedIn],
    },
    async ({ query, user, deps }) => {
      const page = await listCards(deps.db, user.id, query.pageSize, query.pageNumber);
      return { ...page, pageSize: query.pageSize, pageNumber: query.pageNumber };
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `${PC}/std`,
      summary:
        'Store a new card: tokenised by the gateway; only brand, last4, expiry and holder are kept',
      description:
        'Exactly one card per call (spec §5). Gateway refusals answer 402 with the gateway code.',
      tags: ['payment'],
      auth: 'user',
      body: StoreCardRequest,
      response: StoreCardResponse,
      errors: [ERROR.oneCardAtATime, ERROR.validation, ERROR.invalidCard, ERROR.expiredCard],
      precheck: (request) => {
        const raw = request.body as Record<string, unknown> | undefined;
        if (Array.isArray(raw?.card) || Array.isArray(raw?.cards)) {
          throw new ApiError(400, ERROR.oneCardAtATime, MESSAGES.oneCard);
        }
      },
    },
    async ({ body, reply, user, deps }) => {
      const now = deps.clock.now();
      const tokenised = await deps.gateway.tokenize(body.card, now);
      if (!tokenised.ok) {
        const failure = paymentFailure(tokenised.error);
        reply.code(failure.statusCode);
        return failure.body;
      }
      const row = await deps.db.transaction((tx) =>
        saveCard(tx, user.id, tokenised.value, {
          listed: true,
          makeDefault: body.makeDefault,
          now,
        }),
      );
      return { card: toCard(row) };
    },
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${PC}/std`,
      summary: 'Delete a saved card (refused while it pays for a live plan)',
      tags: ['payment'],
      auth: 'user',
      body: DeleteCardRequest,
      response: OkResponse,
      errors: [ERROR.notFound, ERROR.cardInUse],
    },
    async ({ body, user, deps }) => {
      await deps.db.transaction((tx) => deleteCard(tx, user.id, body.cardId, deps.clock.now()));
      return {};
    },
  );
}
