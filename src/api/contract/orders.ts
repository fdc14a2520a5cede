import * as v from 'valibot';
import { NewCard } from './cards';
import { CurrencySchema, LangSchema } from './common';
import { ContactInput } from './contact';
import type { Endpoints } from './endpoint';
import { COUPON_REFUSALS, ERROR, InvalidCoupon } from './errors';
import { ProductCodeSchema } from './products';
import { Id, Minor, SubscriptionTime } from './wire';

const CouponList = v.optional(
  v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))), v.maxLength(10)),
  [],
);

/** Preview an order; all amounts are the server's. */
export const PreviewOrderRequest = v.object({
  productCode: ProductCodeSchema,
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  /** In the order the user applied them; only the latest valid one is effective. */
  coupons: CouponList,
  lang: v.optional(LangSchema),
  /**
   * Preview an upgrade of this plan to productCode instead of a new order (pc/uap's price): no
   * coupons, the credit for the unused period appears as a discount, lostDiscounts lists what the
   * upgrade loses. subscriptionTime and currency are the plan's.
   */
  upgradeOrderId: v.optional(Id),
});
export type PreviewOrderRequest = v.InferOutput<typeof PreviewOrderRequest>;

const OrderLine = v.object({ description: v.string(), amount: Minor });
const OrderDiscount = v.object({
  code: v.string(),
  description: v.string(),
  /** Minor units taken off the first charge (0 for free-days codes). */
  amount: Minor,
  freeDays: v.number(),
  /** Only the latest applied discount is effective (spec §4). */
  effective: v.boolean(),
  automatic: v.boolean(),
});

export { InvalidCoupon };

export const OrderPreview = v.object({
  productCode: ProductCodeSchema,
  productName: v.string(),
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  lines: v.array(OrderLine),
  discounts: v.array(OrderDiscount),
  invalidCoupons: v.array(InvalidCoupon),
  trialDays: v.number(),
  freeDays: v.number(),
  firstMonthDiscountPercent: v.number(),
  subtotal: Minor,
  discountTotal: Minor,
  tax: Minor,
  /** Charged when the order is placed (0 during a trial or free days). */
  dueToday: Minor,
  /** When the first (or next) charge happens, and how much it will be. */
  nextBillingDate: v.string(),
  nextBillingAmount: Minor,
});
export type OrderPreview = v.InferOutput<typeof OrderPreview>;

export const PreviewOrderResponse = v.object({
  errorCode: v.string(),
  ...OrderPreview.entries,
  /** Upgrade previews only. */
  lostDiscounts: v.optional(v.array(v.string())),
});
export type PreviewOrderResponse = v.InferOutput<typeof PreviewOrderResponse>;
/** The server's price of an order; for an upgrade, also the discounts the upgrade loses. */
export type PreviewedOrder = Omit<PreviewOrderResponse, 'errorCode'>;

/** Place the order and pay. */
export const PlaceOrderRequest = v.object({
  productCode: ProductCodeSchema,
  subscriptionTime: SubscriptionTime,
  currency: CurrencySchema,
  coupons: CouponList,
  /** A saved card, or a new card (tokenised, optionally saved). */
  cardId: v.optional(Id),
  card: v.optional(NewCard),
  saveCard: v.optional(v.boolean(), false),
  /** The Term Purchase Agreement tick box; must be true. */
  agreement: v.boolean(),
  /** One per checkout attempt: retries with the same key never charge twice. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  contact: v.optional(ContactInput),
  lang: v.optional(LangSchema),
});
export type PlaceOrderRequest = v.InferOutput<typeof PlaceOrderRequest>;

export const PlaceOrderResponse = v.object({
  errorCode: v.string(),
  orderId: v.number(),
  status: v.string(),
  currency: CurrencySchema,
  amountPaid: Minor,
  nextBillingDate: v.nullable(v.string()),
  receiptEmail: v.string(),
});
export type PlaceOrderResponse = v.InferOutput<typeof PlaceOrderResponse>;

export const orderEndpoints = {
  previewOrder: {
    method: 'POST',
    path: '/api/v2/ch/pc/po',
    request: PreviewOrderRequest,
    response: PreviewOrderResponse,
    errors: [
      ERROR.currencyLocked,
      ERROR.alreadySubscribed,
      ERROR.productUnavailable,
      ...COUPON_REFUSALS,
    ],
    auth: 'user',
    summary:
      'Preview an order (priviewOrderObj): lines, discounts, invalid coupons, trial, due today',
    description:
      'All amounts are computed here. Invalid coupons are listed (not an error) with their codes; only the latest valid coupon is effective.',
  },
  placeOrder: {
    method: 'POST',
    path: '/api/v2/ch/pc/pc',
    request: PlaceOrderRequest,
    response: PlaceOrderResponse,
    errors: [
      ERROR.agreementRequired,
      ERROR.invalidCouponsPresent,
      ERROR.currencyLocked,
      ERROR.alreadySubscribed,
      ERROR.noPaymentMethod,
      ERROR.idempotencyMismatch,
      ERROR.cardDeclined,
      ERROR.insufficientFunds,
      ERROR.expiredCard,
      ERROR.processingError,
      ERROR.invalidCard,
    ],
    auth: 'user',
    summary: 'Place the order and pay (idempotent per idempotencyKey)',
    description:
      'Requires agreement=true. The same idempotencyKey always yields the same outcome and at most one charge; payment failures answer HTTP 402 with the gateway code (5001–5005).',
  },
} as const satisfies Endpoints;
