import type * as v from 'valibot';
import { type ApiClient, api } from './client';
import type { Currency, Lang } from './contract/common';
import type { MyPlansResponse } from './contract/plans';
import {
  type ActivityCheckQuery,
  ActivityCheckResponse,
  PriceListResponse,
} from './contract/products';
import type { Coupon } from './contract/promotion';

export const PRICE_LIST_PATH = '/api/v2/ch/pc/pl';
export const ACTIVITY_CHECK_PATH = '/api/v2/ch/pc/qc';
export const MY_PLANS_PATH = '/api/v2/ch/pc/up';
export const COUPON_LIST_PATH = '/api/v2/ch/pc/uc1';

export type ActivityQuery = v.InferInput<typeof ActivityCheckQuery>;
/** The fields of a response, without the errorCode the client has already judged. */
type Data<T> = Omit<T, 'errorCode'>;
export type PriceList = Data<PriceListResponse>;
export type ActivityResult = Data<ActivityCheckResponse>;
export type AccountPlans = MyPlansResponse['data'];

export interface ProductsApi {
  /** GET pc/pl — every product with its prices in every currency and cycle. */
  getPriceList(lang?: Lang): Promise<PriceList>;
  /** GET pc/qc — is a promotion running for this product (and this user)? */
  checkActivity(query: ActivityQuery): Promise<ActivityResult>;
  /** GET pc/up — the user's plans, currency lock and highest permission rank. */
  getMyPlans(lang?: Lang): Promise<AccountPlans>;
  /** GET pc/uc1 — the user's unused codes usable at checkout in this currency. */
  getCoupons(currency: Currency): Promise<Coupon[]>;
}

/** Rejections are the client's: the server's body (errorCode ≠ "0") or a network/contract error. */
export function createProductsApi(client: ApiClient): ProductsApi {
  return {
    async getPriceList(lang) {
      const { errorCode: _, ...list } = await client.get(
        PRICE_LIST_PATH,
        { lang },
        PriceListResponse,
      );
      return list;
    },
    async checkActivity(query) {
      const { errorCode: _, ...result } = await client.get(
        ACTIVITY_CHECK_PATH,
        { ...query },
        ActivityCheckResponse,
      );
      return result;
    },
    // Only signed-in screens ask for these, so their schemas stay out of the open pricing page.
    async getMyPlans(lang) {
      const { MyPlansResponse } = await import('./contract/plans');
      return (await client.get(MY_PLANS_PATH, { lang }, MyPlansResponse)).data;
    },
    async getCoupons(currency) {
      const { CouponListResponse } = await import('./contract/promotion');
      return (await client.get(COUPON_LIST_PATH, { currency }, CouponListResponse)).coupons;
    },
  };
}

const productsApi = createProductsApi(api);
export const getPriceList = productsApi.getPriceList;
export const checkActivity = productsApi.checkActivity;
export const getMyPlans = productsApi.getMyPlans;
export const getCoupons = productsApi.getCoupons;
