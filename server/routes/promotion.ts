import type { FastifyInstance } from 'fastify';
import { promotionEndpoints } from '../../src/api/contract/promotion';
import { defineRoute } from '../http/route';
import { listCoupons } from '../services/coupons';
import { deleteRedemption, redeem, redeemablePlans, redeemSchedule } from '../services/redemptions';
import { referralInfo } from '../services/referralInfo';

export function registerPromotionRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: promotionEndpoints.getCoupons,
    },
    async ({ query, user, deps }) => ({
      coupons: await listCoupons(deps.db, user.id, query.currency, deps.clock.now()),
    }),
  );
}

export function registerRedeemRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: promotionEndpoints.getRedeemSchedule,
    },
    async ({ query, user, deps }) => {
      const lang = query.lang ?? 'en';
      return {
        applyingSubscriptions: await redeemSchedule(deps.db, user.id, lang),
        subscriptions: await redeemablePlans(
          deps.db,
          user.id,
          query.coupon || undefined,
          lang,
          deps.clock.now(),
        ),
      };
    },
  );

  defineRoute(
    app,
    {
      endpoint: promotionEndpoints.redeemCoupon,
    },
    async ({ body, user, deps }) => ({
      redemption: await deps.db.transaction((tx) =>
        redeem(tx, user.id, body.orderId, body.couponCode, deps.clock.now(), 'en'),
      ),
    }),
  );

  defineRoute(
    app,
    {
      endpoint: promotionEndpoints.deleteRedemption,
    },
    async ({ body, user, deps }) => ({
      deleted: await deps.db.transaction((tx) =>
        deleteRedemption(tx, user.id, body.orderId, body.couponCode, deps.clock.now()),
      ),
    }),
  );

  defineRoute(
    app,
    {
      endpoint: promotionEndpoints.getReferralInfo,
    },
    async ({ request, user, deps }) => {
      // URL drops a default port, so links read http://host/ rather than http://host:80/.
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      return referralInfo(deps.db, user.id, origin, deps.clock.now());
    },
  );
}
