import type { FastifyInstance } from 'fastify';
import { cardEndpoints } from '../../src/api/contract/cards';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { deleteCard, listCards, saveCard, toCard } from '../services/cards';
import { paymentFailure } from '../services/paymentFailure';

export function registerCardRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: cardEndpoints.getCards,
    },
    async ({ query, user, deps }) => {
      const page = await listCards(deps.db, user.id, query.pageSize, query.pageNumber);
      return { ...page, pageSize: query.pageSize, pageNumber: query.pageNumber };
    },
  );

  defineRoute(
    app,
    {
      endpoint: cardEndpoints.storeCard,
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
      endpoint: cardEndpoints.deleteCard,
    },
    async ({ body, user, deps }) => {
      await deps.db.transaction((tx) => deleteCard(tx, user.id, body.cardId, deps.clock.now()));
      return {};
    },
  );
}
