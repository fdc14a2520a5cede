import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productEndpoints } from '../../src/api/contract/products';
import { activities, userPromoCodes } from '../db/schema';
import { CYCLES, DEFAULT_CURRENCY, PRODUCTS } from '../domain/catalog';
import { defineRoute } from '../http/route';
import { loadCatalog } from '../services/catalog';
import { loadCustomer } from '../services/customer';

export function registerCatalogRoutes(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: productEndpoints.getPriceList,
    },
    async ({ query, user, deps }) => {
      const catalog = await loadCatalog(deps.db);
      const lang = query.lang ?? 'en';
      let defaultCurrency = DEFAULT_CURRENCY;
      if (user) {
        const customer = await loadCustomer(deps.db, user.id, catalog.ranks);
        defaultCurrency = customer.currencyLock?.currency ?? DEFAULT_CURRENCY;
      }
      return {
        defaultCurrency,
        plans: catalog.products.map((p) => ({
          productCode: p.code,
          name: PRODUCTS.find((d) => d.code === p.code)?.names[lang] ?? p.name,
          rank: p.rank,
          highest: p.rank === catalog.highestRank,
          markets: p.markets,
          platforms: p.platforms,
          trialDays: p.trialDays,
          firstMonthDiscountPercent: p.firstMonthDiscountPercent,
          prices: CYCLES.flatMap((cycle) =>
            (['USD', 'SGD', 'HKD', 'CNY'] as const).flatMap((currency) => {
              const amount = catalog.price(p.code, cycle, currency);
              return amount === undefined
                ? []
                : [
                    {
                      subscriptionTime: cycle,
                      currency,
                      amount,
                      monthlyAmount: Math.round(amount / cycle),
                    },
                  ];
            }),
          ),
        })),
      };
    },
  );

  defineRoute(
    app,
    {
      endpoint: productEndpoints.checkActivity,
    },
    async ({ query, user, deps }) => {
      const now = deps.clock.now();
      const rows = await deps.db.select().from(activities);
      const activity = rows.find(
        (a) => a.startsAt <= now && now < a.endsAt && a.productCodes.includes(query.productCode),
      );
      const no = (reason: string) => ({
        isAvailable: false,
        reason,
        couponCode: null,
        activityCode: activity?.code ?? null,
      });
      if (!activity) return no('no_activity');
      if (!user) return no('not_signed_in');
      const catalog = await loadCatalog(deps.db);
      const customer = await loadCustomer(deps.db, user.id, catalog.ranks);
      if (activity.newUsersOnly && !customer.isNewUser) return no('not_new_user');
      const [used] = await deps.db
        .select({ status: userPromoCodes.status })
        .from(userPromoCodes)
        .where(
          and(eq(userPromoCodes.userId, user.id), eq(userPromoCodes.code, activity.couponCode)),
        );
      if (used?.status === 'redeemed') return no('already_used');
      return {
        isAvailable: true,
        reason: null,
        couponCode: activity.couponCode,
        activityCode: activity.code,
      };
    },
  );
}
