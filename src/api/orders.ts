import { type ApiClient, api } from './client';
import type { DataOf } from './contract/endpoint';
import {
  orderEndpoints,
  type PlaceOrderRequest,
  type PreviewedOrder,
  type PreviewOrderRequest,
} from './contract/orders';
import type { Result } from './contract/result';
import { toResult } from './problem';

export type PlacedOrder = DataOf<typeof orderEndpoints.placeOrder>;

export interface OrdersApi {
  /** The server prices the order (lines, discounts, invalid coupons, dates). */
  previewOrder(request: PreviewOrderRequest): Promise<PreviewedOrder>;
  /** Place the order and pay. Rejects only when the outcome is unknown. */
  placeOrder(request: PlaceOrderRequest): Promise<Result<PlacedOrder>>;
}

export function createOrdersApi(client: ApiClient): OrdersApi {
  return {
    previewOrder: (request) => client.call(orderEndpoints.previewOrder, request),
    placeOrder: (request) => toResult(client.call(orderEndpoints.placeOrder, request)),
  };
}

const ordersApi = createOrdersApi(api);
export const previewOrder = ordersApi.previewOrder;
export const placeOrder = ordersApi.placeOrder;

// The upgrade is the plans noun's call (./planActions); machines and tests still read its types here.
export type { UpgradedPlan, UpgradeInput } from './planActions';
export type { PreviewedOrder };
