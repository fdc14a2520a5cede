import { type ApiClient, api } from './client';
import type { Currency } from './contract/common';
import type { Coupon } from './contract/promotion';

/** The promotion call offer selection makes; the promo-code screens' calls are in promoCodes.ts. */
export interface PromotionApi {
  /** The user's unused codes usable at checkout in this currency. */
  getCoupons(currency: Currency): Promise<Coupon[]>;
}

// Only signed-in screens call these, so their schemas load on first use, not with the pricing page.
export const promotionEndpoints = () =>
  import('./contract/promotion').then((contract) => contract.promotionEndpoints);

export function createPromotionApi(client: ApiClient): PromotionApi {
  return {
    async getCoupons(currency) {
      return (await client.call((await promotionEndpoints()).getCoupons, { currency })).coupons;
    },
  };
}

export const getCoupons = createPromotionApi(api).getCoupons;
