import type { FastifyInstance } from 'fastify';
import { productEndpoints } from '../../src/api/contract/products';
import { DEFAULT_CURRENCY } from '../domain/catalog';
import { defineRoute } from '../http/route';
import { checkActivity } from '../services/activities';
import { loadCatalog } from '../services/catalog';
import { loadCustomer } from '../services/customer';
import { priceListOf, VISITOR } from '../services/priceList';

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
      const facts = user
        ? await deps.sessions.priceListFacts(user.id, deps.wallClock.now().getTime(), async () => {
            const customer = await loadCustomer(deps.db, user.id, catalog.ranks);
            return {
              currency: customer.currencyLock?.currency ?? DEFAULT_CURRENCY,
              isNewUser: customer.isNewUser,
            };
          })
        : VISITOR;
      return priceListOf(catalog, query.lang ?? 'en', facts);
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
