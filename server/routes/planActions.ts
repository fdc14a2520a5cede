import type { FastifyInstance } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';
import { planActivityEndpoints } from '../../src/api/contract/planActivity';
import { planEndpoints } from '../../src/api/contract/plans';
import type { Tx } from '../db/client';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { type Payer, payInTransaction } from '../payments/payer';
import { requestHash, runIdempotent } from '../services/idempotency';
import {
  cancelPlan,
  changeFrequency,
  resubscribe,
  switchPaymentMethod,
  upgradePlan,
} from '../services/planActions';
import { loadPlanActivity } from '../services/planActivity';

export function registerPlanActionRoutes(app: FastifyInstance): void {
  registerSwitchPaymentMethod(app);
  registerChangeFrequency(app);
  registerUpgradePlan(app);
  registerCancelPlan(app);
  registerResubscribe(app);
  registerPlanActivity(app);
}

function registerSwitchPaymentMethod(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.switchPaymentMethod,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) =>
        switchPaymentMethod(tx, user.id, body.orderId, body.cardId, deps.clock.now()),
      ),
  );
}

function registerChangeFrequency(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.changeFrequency,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) =>
        changeFrequency(tx, user.id, body.orderId, body.subscriptionTime, deps.clock.now()),
      ),
  );
}

function registerUpgradePlan(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.upgradePlan,
    },
    async ({ body, user, reply, deps }) => {
      if (!body.agreement)
        throw new ApiError(
          400,
          ERROR.agreementRequired,
          'Please check the Term Purchase Agreement first',
        );
      const outcome = await runIdempotent(
        deps,
        {
          userId: user.id,
          scope: 'uap',
          key: body.idempotencyKey,
          hash: requestHash(body),
          now: deps.clock.now(),
        },
        (tx, payer) =>
          upgradePlan(
            tx,
            deps,
            payer,
            user,
            body.orderId,
            body.productCode,
            body.idempotencyKey,
            body.expectedAmount,
          ),
      );
      reply.code(outcome.statusCode);
      return outcome.body;
    },
  );
}

function registerCancelPlan(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.cancelPlan,
    },
    async ({ body, user, deps }) =>
      deps.db.transaction((tx) => cancelPlan(tx, deps, user.id, body)),
  );
}

function registerResubscribe(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.resubscribe,
    },
    async ({ body, user, reply, deps }) => {
      const run = (tx: Tx, payer: Payer) => resubscribe(tx, deps, payer, user, body.orderId);
      const outcome = body.idempotencyKey
        ? await runIdempotent(
            deps,
            {
              userId: user.id,
              scope: 'rs',
              key: body.idempotencyKey,
              hash: requestHash(body),
              now: deps.clock.now(),
            },
            run,
          )
        : await payInTransaction(deps.db, deps.gateway, run);
      reply.code(outcome.statusCode);
      return outcome.body;
    },
  );
}

/** What happened to a plan (pc/ua), newest first. */
function registerPlanActivity(app: FastifyInstance): void {
  defineRoute(
    app,
    { endpoint: planActivityEndpoints.getPlanActivity },
    async ({ query, user, deps }) => loadPlanActivity(deps.db, user.id, query.orderId),
  );
}
