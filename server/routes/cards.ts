import type { FastifyInstance } from 'fastify';
import { cardEndpoints, type NewCard } from '../../src/api/contract/cards';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { DbOrTx } from '../db/client';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { deleteCard, listCards, saveCard, toCard } from '../services/cards';
import { type Outcome, requestHash, runIdempotent } from '../services/idempotency';
import { paymentFailure } from '../services/paymentFailure';

/**
 * What a resend must repeat to replay the first answer: the card as kept (never its number or
 * CVV, which are not stored in any form, hashed or not).
 */
function withoutSecrets(body: { card: NewCard; makeDefault: boolean }) {
  const { number, cvc: _cvc, ...kept } = body.card;
  return { makeDefault: body.makeDefault, card: { ...kept, last4: number.slice(-4) } };
}

export function registerCardRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: cardEndpoints.getCards,
    },
    async ({ query, user, deps }) => {
      const page = await listCards(deps.db, user.id, query, deps.clock.now());
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
      const store = async (tx: DbOrTx): Promise<Outcome> => {
        const tokenised = await deps.gateway.tokenize(body.card, now);
        if (!tokenised.ok) return paymentFailure(tokenised.error);
        const row = await saveCard(tx, user.id, tokenised.value, {
          listed: true,
          makeDefault: body.makeDefault,
          now,
        });
        return { statusCode: 200, body: { errorCode: '0', card: toCard(row, now) } };
      };
      const key = body.idempotencyKey;
      const outcome = key
        ? await runIdempotent(
            deps,
            { userId: user.id, scope: 'std', key, hash: requestHash(withoutSecrets(body)), now },
            store,
          )
        : await deps.db.transaction(store);
      reply.code(outcome.statusCode);
      return outcome.body;
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
