import { type ApiClient, api } from './client';
import type { Lang } from './contract/common';
import type { DataOf, RequestOf } from './contract/endpoint';
import { productEndpoints } from './contract/products';

type ProductEndpoints = typeof productEndpoints;
type ActivityQuery = RequestOf<ProductEndpoints['checkActivity']>;
type PriceList = DataOf<ProductEndpoints['getPriceList']>;
type ActivityResult = DataOf<ProductEndpoints['checkActivity']>;

/** Rejections are the client's: the server's body (errorCode ≠ "0") or a network/contract error. */
export interface ProductsApi {
  /** Every product with its prices in every currency and cycle. */
  getPriceList(lang?: Lang): Promise<PriceList>;
  /** Is a promotion running for this product (and this user)? */
  checkActivity(query: ActivityQuery): Promise<ActivityResult>;
}

export function createProductsApi(client: ApiClient): ProductsApi {
  return {
    getPriceList: (lang) => client.call(productEndpoints.getPriceList, { lang }),
    checkActivity: (query) => client.call(productEndpoints.checkActivity, query),
  };
}

const productsApi = createProductsApi(api);
export const getPriceList = productsApi.getPriceList;
export const checkActivity = productsApi.checkActivity;
