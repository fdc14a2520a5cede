import type { FastifyInstance } from 'fastify';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import {
  PlaceOrderRequest,
  PlaceOrderResponse,
  PreviewOrderRequest,
  PreviewOrderResponse,
} from '../../src/api/contract/orders';
import { ApiError } from '../http/errors';
import { defineRoute } from '../http/route';
import { previewBody, previewOrder, previewUpgrade } from '../services/checkout';
import { requestHash, runIdempotent } from '../services/idempotency';
import { placeOrder, placeOrderFingerprint } from '../services/placeOrder';
import { PC } from './paths';

const COUPON_ERRORS = [
  ERROR.couponUnknown,
  ERROR.couponInvalid,
  ERROR.couponNewUserOnly,
  ERROR.referralCouponUsed,
  ERROR.couponFirstOrderOnly,
  ERROR.promotionNotQualified,
];

export function registerCheckoutRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${PC}/po`,
      summary:
        'Preview an order (priviewOrderObj): lines, discounts, invalid coupons, trial, due today',
      description:
        'All amounts are computed here. Invalid coupons are listed (not an error) with their codes; only the latest valid coupon is effective.',
      tags: ['checkout'],
      auth: 'user',
      body: PreviewOrderRequest,
      response: PreviewOrderResponse,
      errors: [
        ERROR.currencyLocked,
        ERROR.alreadySubscribed,
        ERROR.productUnavailable,
        ...COUPON_ERRORS,
      ],
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
      method: 'POST',
      url: `${PC}/pc`,
      summary: 'Place the order and pay (idempotent per idempotencyKey)',
      description:
        'Requires agreement=true. The same idempotencyKey always yields the same outcome and at most one charge; payment failures answer HTTP 402 with the gateway code (5001–5005).',
      tags: ['checkout'],
      auth: 'user',
      body: PlaceOrderRequest,
      response: PlaceOrderResponse,
      errors: [
        ERROR.agreementRequired,
        ERROR.invalidCouponsPresent,
        ERROR.currencyLocked,
        ERROR.alreadySubscribed,
        ERROR.noPaymentMethod,
        ERROR.idempotencyMismatch,
        ERROR.cardDeclined,
        ERROR.insufficientFunds,
        ERROR.expiredCard,
        ERROR.processingError,
        ERROR.invalidCard,
      ],
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
