import { fromPromise } from 'xstate';
import { getMyPlans, type PlansApi } from '../../api/plans';
import { checkActivity, getPriceList, type ProductsApi } from '../../api/products';
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

// Only offer selection asks for the user's coupons: that call loads then, not with the pricing page.
const getCoupons: PromotionApi['getCoupons'] = (currency) =>
  import('../../api/promotion').then((promotion) => promotion.getCoupons(currency));

export const liveCatalog = bindCatalog({ getPriceList, getMyPlans, checkActivity, getCoupons });
