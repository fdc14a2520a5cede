import type { FastifyInstance } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';
import {
  CouponListQuery,
  CouponListResponse,
  DeleteRedemptionRequest,
  DeleteRedemptionResponse,
  RedeemRequest,
  RedeemResponse,
  RedeemScheduleQuery,
  RedeemScheduleResponse,
  ReferralInfoResponse,
} from '../../src/api/contract/promotion';
import { defineRoute } from '../http/route';
import { listCoupons } from '../services/coupons';
import { deleteRedemption, redeem, redeemablePlans, redeemSchedule } from '../services/redemptions';
import { referralInfo } from '../services/referralInfo';
import { PC } from './paths';

export function registerPromotionRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${PC}/uc1`,
      summary: "The user's promo codes: usable coupons for a currency, or all codes in every state",
      tags: ['promotion'],
      auth: 'user',
      query: CouponListQuery,
      response: CouponListResponse,
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
      method: 'GET',
      url: `${PC}/ap`,
      summary:
        'Redeem schedule (applyingSubscriptions) and the plans `coupon` could be redeemed on (subscriptions)',
      tags: ['promotion'],
      auth: 'user',
      query: RedeemScheduleQuery,
      response: RedeemScheduleResponse,
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
      method: 'POST',
      url: `${PC}/ap`,
      summary:
        'Redeem a promo (or available referral reward) code on a plan: no charge until its next billing date',
      description: 'Only the latest scheduled code of a plan is effective.',
      tags: ['promotion'],
      auth: 'user',
      body: RedeemRequest,
      response: RedeemResponse,
      errors: [
        ERROR.notFound,
        ERROR.planCancelled,
        ERROR.couponUnknown,
        ERROR.couponInvalid,
        ERROR.couponNewUserOnly,
        ERROR.referralCouponUsed,
        ERROR.couponFirstOrderOnly,
        ERROR.promotionNotQualified,
      ],
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
      method: 'DELETE',
      url: `${PC}/ap`,
      summary: 'Delete scheduled redemptions of a plan; the codes return to unused',
      tags: ['promotion'],
      auth: 'user',
      body: DeleteRedemptionRequest,
      response: DeleteRedemptionResponse,
      errors: [ERROR.notFound],
    },
    async ({ body, user, deps }) => ({
      deleted: await deps.db.transaction((tx) =>
        deleteRedemption(tx, user.id, body.orderId, body.couponCode),
      ),
    }),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/ch/m9/rp',
      summary: 'Referral programme: link, visits, referrals, bonus totals (HKD) and bonus codes',
      description:
        'Bonus: available at once (monthly), 90 days (semi-annual) or 180 days (annual) after the referee’s first charge; expires a year later. Cash payout above a cumulative HKD 800 via customer service.',
      tags: ['promotion'],
      auth: 'user',
      response: ReferralInfoResponse,
    },
    async ({ request, user, deps }) => {
      // URL drops a default port, so links read http://host/ rather than http://host:80/.
      const origin = new URL(`${request.protocol}://${request.host}`).origin;
      return referralInfo(deps.db, user.id, origin, deps.clock.now());
    },
  );
}
