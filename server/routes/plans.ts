import type { FastifyInstance } from 'fastify';
import { planEndpoints } from '../../src/api/contract/plans';
import { defineRoute } from '../http/route';
import { loadCatalog } from '../services/catalog';
import { loadCustomer } from '../services/customer';
import { loadMyPlans } from '../services/plans';
import { recordReferralVisit } from '../services/referrals';

export function registerPlanRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.getMyPlans,
    },
    async ({ query, user, request, deps }) => {
      const now = deps.clock.now();
      const catalog = await loadCatalog(deps.db);
      const customer = user ? await loadCustomer(deps.db, user.id, catalog.ranks) : null;
      if (query.referral) {
        const visit = {
          code: query.referral,
          deviceId: request.deviceId,
          userId: user?.id ?? null,
          hasPlans: !!customer && !customer.isNewUser,
          now,
        };
        await deps.db.transaction((tx) => recordReferralVisit(tx, visit));
      }
      if (!user || !customer) {
        return {
          data: {
            myPlans: [],
            currencyLock: null,
            isNewUser: true,
            signedIn: false,
            highestRank: 0,
          },
        };
      }
      const myPlans = await loadMyPlans(
        deps.db,
        user.id,
        catalog,
        customer.highestRank,
        now,
        query.lang ?? 'en',
      );
      return {
        data: {
          myPlans,
          currencyLock: customer.currencyLock,
          isNewUser: customer.isNewUser,
          signedIn: true,
          highestRank: customer.highestRank,
        },
      };
    },
  );
}
