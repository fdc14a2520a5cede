import type { FastifyInstance } from 'fastify';
import { CouponListQuery, CouponListResponse } from '../../src/api/contract/promotion';
import { defineRoute } from '../http/route';
import { listCoupons } from '../services/coupons';
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
