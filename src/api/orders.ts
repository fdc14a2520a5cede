import type * as v from 'valibot';
import { type ApiClient, api } from './client';
import { ERROR } from './contract/errors';
import {
  type InvalidCoupon,
  type OrderPreview,
  type PlaceOrderRequest,
  PlaceOrderResponse,
  type PreviewOrderRequest,
  PreviewOrderResponse,
} from './contract/orders';
import { type UpgradeRequest, UpgradeResponse } from './contract/plans';
import type { Result } from './contract/result';
import { serverBody } from './problem';

export const PREVIEW_ORDER_PATH = '/api/v2/ch/pc/po';
export const PLACE_ORDER_PATH = '/api/v2/ch/pc/pc';
export const UPGRADE_PATH = '/api/v2/ch/pc/uap';

export type PlacedOrder = Omit<PlaceOrderResponse, 'errorCode'>;
export type UpgradedPlan = Omit<v.InferOutput<typeof UpgradeResponse>, 'errorCode'>;
export type UpgradeInput = v.InferInput<typeof UpgradeRequest>;

/**
 * Answers after which the server has not settled the attempt: it is still running (another copy
 * holds the key), it was rate limited before running, or it failed and rolled back (9999). The
 * same key replays or finishes it, so these count as "unknown", never as a failure.
 */
const UNSETTLED = new Set<string>([ERROR.idempotencyMismatch, ERROR.rateLimited, ERROR.internal]);

export interface OrdersApi {
  /** POST pc/po — the server prices the order (lines, discounts, invalid coupons, dates). */
  previewOrder(request: PreviewOrderRequest): Promise<OrderPreview>;
  /** POST pc/pc — place the order and pay. Rejects only when the outcome is unknown. */
  placeOrder(request: PlaceOrderRequest): Promise<Result<PlacedOrder>>;
  /** POST pc/uap — upgrade a plan, paid with its card. Rejects only when the outcome is unknown. */
  upgradePlan(request: UpgradeInput): Promise<Result<UpgradedPlan>>;
}

/** Runs a paying call: the server's verdict resolves; an unknown outcome rejects. */
async function settle<T extends { errorCode: string }>(
  pay: () => Promise<T>,
): Promise<Result<Omit<T, 'errorCode'>>> {
  try {
    const { errorCode: _, ...value } = await pay();
    return { ok: true, value };
  } catch (error) {
    const body = serverBody(error);
    if (!body || UNSETTLED.has(body.errorCode)) throw error;
    return {
      ok: false,
      problem: {
        code: body.errorCode,
        message: body.message ?? '',
        invalidCoupons: invalidCouponsOf(error),
      },
    };
  }
}

export function createOrdersApi(client: ApiClient): OrdersApi {
  return {
    async previewOrder(request) {
      const { errorCode: _, ...preview } = await client.post(
        PREVIEW_ORDER_PATH,
        request,
        PreviewOrderResponse,
      );
      return preview;
    },
    placeOrder: (request) =>
      settle(() => client.post(PLACE_ORDER_PATH, request, PlaceOrderResponse)),
    upgradePlan: (request) => settle(() => client.post(UPGRADE_PATH, request, UpgradeResponse)),
  };
}

/** A 0061 refusal lists the coupons the server found invalid. */
function invalidCouponsOf(error: unknown): InvalidCoupon[] {
  const list = (error as { invalidCoupons?: unknown }).invalidCoupons;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is InvalidCoupon =>
      typeof c?.code === 'string' &&
      typeof c?.errorCode === 'string' &&
      typeof c?.message === 'string',
  );
}

const ordersApi = createOrdersApi(api);
export const previewOrder = ordersApi.previewOrder;
export const placeOrder = ordersApi.placeOrder;
export const upgradePlan = ordersApi.upgradePlan;
