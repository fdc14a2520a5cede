import type { FastifyInstance } from 'fastify';
import { planEndpoints } from '../../src/api/contract/plans';
import { YEAR_MS } from '../domain/coupons';
import { REFERRAL_CAP_USD, REFERRAL_PERCENT } from '../domain/referral';
import { defineRoute } from '../http/route';
import { loadCatalog } from '../services/catalog';
import { type CustomerState, loadCustomer } from '../services/customer';
import { loadMyPlans } from '../services/plans';
import { recordReferralVisit } from '../services/referrals';

/**
 * The referred user's welcome offer while it holds: referred, no web order yet, within a year of
 * sign-up (the same rules checkout applies REFERRAL by, server/domain/coupons.ts).
 */
function referralWelcomeOf(customer: CustomerState, now: Date) {
  const until = new Date(customer.createdAt.getTime() + YEAR_MS);
  if (customer.referredBy === null || customer.hasWebOrder || until <= now) return null;
  return {
    percent: REFERRAL_PERCENT,
    cap: REFERRAL_CAP_USD,
    currency: 'USD' as const,
    until: until.toISOString(),
  };
}

export function registerPlanRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: planEndpoints.getMyPlans,
    },
    async ({ query, user, request, deps }) => {
      const now = deps.clock.now();
      const catalog = await loadCatalog(deps.db);
      let customer = user ? await loadCustomer(deps.db, user.id, catalog.ranks) : null;
      if (query.referral) {
        const visit = {
          code: query.referral,
          deviceId: request.deviceId,
          userId: user?.id ?? null,
          hasPlans: !!customer && !customer.isNewUser,
          now,
        };
        const counted = await deps.db.transaction((tx) => recordReferralVisit(tx, visit));
        // The visit may have made this user a referee: read them again.
        if (counted && user) customer = await loadCustomer(deps.db, user.id, catalog.ranks);
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
          referralWelcome: referralWelcomeOf(customer, now),
        },
      };
    },
  );
}
