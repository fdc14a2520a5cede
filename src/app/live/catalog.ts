import { fromPromise } from 'xstate';
import type { PlansApi } from '../../api/plans';
import type { ProductsApi } from '../../api/products';
import type { PromotionApi } from '../../api/promotion';
import { catalogMachine } from '../../machines/catalogMachine';
import { bound } from './bound';

export type CatalogApi = ProductsApi &
  Pick<PlansApi, 'getMyPlans'> &
  Pick<PromotionApi, 'getCoupons'>;

/** The catalog statechart (pricing page, offer selection) bound to pc/pl, pc/up, pc/qc, pc/uc1. */
export function bindCatalog(api: CatalogApi) {
  return bound(
    catalogMachine.provide({
      actors: {
        loadPriceList: fromPromise(({ input }) => api.getPriceList(input.lang)),
        loadAccount: fromPromise(({ input }) => api.getMyPlans(input.lang, input.referral)),
        checkActivity: fromPromise(({ input }) => api.checkActivity(input)),
        fetchCoupons: fromPromise(({ input }) => api.getCoupons(input.currency)),
      },
    }),
  );
}

/**
 * The API client (ky, valibot, the contract's schemas) loads with the first call, not with the
 * pricing page: a first visit arrives with its prices drawn (src/app/prerender), and switching
 * currency or cycle reads the price list it already has. Only a page the server did not draw, or
 * going on to offer selection, calls the API.
 */
const products = () => import('../../api/products');
const plans = () => import('../../api/plans');

/** Starts loading the client ahead of a first call the page is about to make. */
export const preloadCatalogApi = (): void => void products().catch(() => undefined);

export const liveCatalog = bindCatalog({
  getPriceList: (lang) => products().then((api) => api.getPriceList(lang)),
  checkActivity: (query) => products().then((api) => api.checkActivity(query)),
  getMyPlans: (lang, referral) => plans().then((api) => api.getMyPlans(lang, referral)),
  getCoupons: (currency) =>
    import('../../api/promotion').then((promotion) => promotion.getCoupons(currency)),
});
