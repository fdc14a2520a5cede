import type { FastifyInstance } from 'fastify';
import { productEndpoints } from '../../src/api/contract/products';
import { CYCLES, DEFAULT_CURRENCY, PRODUCTS } from '../domain/catalog';
import { newSubscriberPerks } from '../domain/pricing';
import { defineRoute } from '../http/route';
import { checkActivity } from '../services/activities';
import { loadCatalog } from '../services/catalog';
import { loadCustomer } from '../services/customer';

export function registerCatalogRoutes(app: FastifyInstance): void {
  registerPriceList(app);
  registerCheckActivity(app);
}

function registerPriceList(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: productEndpoints.getPriceList,
    },
    async ({ query, user, deps }) => {
      const catalog = await loadCatalog(deps.db);
      const lang = query.lang ?? 'en';
      // Signed out, a visitor may be new: the perks show as the products state them.
      const facts = user
        ? await deps.sessions.priceListFacts(user.id, deps.wallClock.now().getTime(), async () => {
            const customer = await loadCustomer(deps.db, user.id, catalog.ranks);
            return {
              currency: customer.currencyLock?.currency ?? DEFAULT_CURRENCY,
              isNewUser: customer.isNewUser,
            };
          })
        : { currency: DEFAULT_CURRENCY, isNewUser: true };
      return {
        defaultCurrency: facts.currency,
        plans: catalog.products.map((p) => ({
          productCode: p.code,
          name: PRODUCTS.find((d) => d.code === p.code)?.names[lang] ?? p.name,
          rank: p.rank,
          highest: p.rank === catalog.highestRank,
          markets: p.markets,
          platforms: p.platforms,
          ...newSubscriberPerks(p, facts.isNewUser),
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
}

function registerCheckActivity(app: FastifyInstance): void {
  defineRoute(
    app,
    {
      endpoint: productEndpoints.checkActivity,
    },
    async ({ query, user, deps }) =>
      checkActivity(deps.db, deps.clock.now(), query.productCode, user ? user.id : null),
  );
}
