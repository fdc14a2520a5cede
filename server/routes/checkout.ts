import type { FastifyInstance } from 'fastify';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import { orderEndpoints } from '../../src/api/contract/orders';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { previewBody, previewOrder, previewUpgrade } from '../services/checkout';
import { requestHash, runIdempotent } from '../services/idempotency';
import { placeOrder, placeOrderFingerprint } from '../services/placeOrder';

export function registerCheckoutRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: orderEndpoints.previewOrder,
    },
    async ({ body, user, deps }) => {
      const now = deps.clock.now();
      if (body.upgradeOrderId !== undefined) {
        return previewUpgrade(
          deps.db,
          user.id,
          body.upgradeOrderId,
          body.productCode,
          now,
          body.lang ?? 'en',
        );
      }
      const { priced } = await previewOrder(deps.db, user.id, body, now);
      return previewBody(priced);
    },
  );

  defineRoute(
    app,
    {
      endpoint: orderEndpoints.placeOrder,
    },
    async ({ body, user, reply, deps }) => {
      if (!body.agreement) throw new ApiError(400, ERROR.agreementRequired, MESSAGES.agreement);
      if (body.cardId !== undefined && body.card) {
        throw new ApiError(400, ERROR.validation, 'give either cardId or card, not both');
      }
      const outcome = await runIdempotent(
        deps,
        {
          userId: user.id,
          scope: 'pc',
          key: body.idempotencyKey,
          hash: requestHash(placeOrderFingerprint(body)),
          now: deps.clock.now(),
        },
        (tx, payer) => placeOrder(tx, deps, payer, user, body),
      );
      reply.code(outcome.statusCode);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return outcome.body;
    },
  );
}
