import type { Currency } from '../../src/api/contract/common';
import { normaliseCouponCode } from '../../src/api/contract/couponCode';
import { ERROR, MESSAGES } from '../../src/api/contract/errors';
import type { InvalidCoupon } from '../../src/api/contract/orders';
import type { ProductCode } from '../../src/api/contract/products';
import { addMonths } from '../clock';
import type { DbOrTx } from '../db/client';
import { CYCLE_NAMES, type Cycle, productName } from '../domain/catalog';
import { type AppliedCoupon, type CouponContext, evaluateCoupon } from '../domain/coupons';
import { type PricedOrder, priceOrder } from '../domain/pricing';
import { REFERRAL_COUPON } from '../domain/referral';
import { ApiError } from '../http/errors';
import { type Catalog, loadCatalog } from './catalog';
import { type CustomerState, loadCustomer, UNFINISHED } from './customer';
import { quoteUpgrade } from './planActions';

export interface OrderRequest {
  productCode: ProductCode;
  subscriptionTime: Cycle;
  currency: Currency;
  coupons: string[];
  lang?: 'en' | 'zh_CN' | 'zh_HK';
}

export interface PreviewResult {
  priced: PricedOrder;
  catalog: Catalog;
  customer: CustomerState;
  /** Codes that will be marked redeemed when the order is placed. */
  usedCodes: string[];
}

/** Later occurrences win: re-applying a code makes it the latest. */
function dedupeKeepLast(codes: string[]): string[] {
  const normalised = codes.map(normaliseCouponCode).filter(Boolean);
  return normalised.filter((code, i) => normalised.lastIndexOf(code) === i);
}

export async function couponContextFor(
  tx: DbOrTx,
  customer: CustomerState,
  order: { productCode: string; currency: Currency; cyclePrice: number; monthlyPrice: number },
  codes: string[],
  usage: 'checkout' | 'redeem',
  now: Date,
): Promise<CouponContext> {
  const wanted = [...new Set([...codes, REFERRAL_COUPON])];
  const catalog = await loadCatalog(tx);
  const promos = wanted.flatMap((code) => catalog.promos.get(code) ?? []);
  const assignments = customer.promoCodes.filter((a) => wanted.includes(a.code));
  const referralCodes = new Set(promos.filter((p) => p.isReferral).map((p) => p.code));
  return {
    now,
    usage,
    productCode: order.productCode,
    currency: order.currency,
    cyclePrice: order.cyclePrice,
    monthlyPrice: order.monthlyPrice,
    isNewUser: customer.isNewUser,
    hasWebOrder: customer.hasWebOrder,
    referredBy: customer.referredBy,
    userCreatedAt: customer.createdAt,
    usedReferral: assignments.some((a) => referralCodes.has(a.code) && a.status === 'redeemed'),
    promos: new Map(promos.map((p) => [p.code, p])),
    assignments: new Map(assignments.map((a) => [a.code, a])),
    activities: catalog.activities,
  };
}

/** Everything pc/po answers, computed on the server; pc/pc re-runs it inside its transaction. */
export async function previewOrder(
  tx: DbOrTx,
  userId: number,
  request: OrderRequest,
  now: Date,
  options: { withBuyer?: boolean } = {},
): Promise<PreviewResult> {
  const catalog = await loadCatalog(tx);
  const product = catalog.byCode.get(request.productCode);
  const cyclePrice = catalog.price(request.productCode, request.subscriptionTime, request.currency);
  const monthlyPrice = catalog.price(request.productCode, 1, request.currency);
  if (!product || cyclePrice === undefined || monthlyPrice === undefined) {
    throw new ApiError(
      400,
      ERROR.productUnavailable,
      'This plan is not available in this currency',
    );
  }
  const customer = await loadCustomer(tx, userId, catalog.ranks, options);
  if (customer.currencyLock && customer.currencyLock.currency !== request.currency) {
    throw new ApiError(400, ERROR.currencyLocked, MESSAGES.currencyMismatch, {
      currencyLock: customer.currencyLock,
    });
  }
  const live = customer.subscriptions.find(
    (s) =>
      s.productCode === request.productCode && (UNFINISHED as readonly string[]).includes(s.status),
  );
  if (live) {
    throw new ApiError(400, ERROR.alreadySubscribed, 'You already have this plan', {
      orderId: live.id,
    });
  }

  const codes = dedupeKeepLast(request.coupons);
  const ctx = await couponContextFor(
    tx,
    customer,
    { productCode: request.productCode, currency: request.currency, cyclePrice, monthlyPrice },
    codes,
    'checkout',
    now,
  );
  const valid: (AppliedCoupon & { automatic: boolean })[] = [];
  const invalidCoupons: InvalidCoupon[] = [];
  // The referral sign-up code applies by itself (spec §9); typed codes after it supersede it.
  if (!codes.includes(REFERRAL_COUPON) && customer.referredBy !== null) {
    const auto = evaluateCoupon(REFERRAL_COUPON, ctx);
    if (auto.ok) valid.push({ ...auto.value, automatic: true });
  }
  for (const code of codes) {
    const verdict = evaluateCoupon(code, ctx);
    if (verdict.ok) valid.push({ ...verdict.value, automatic: false });
    else invalidCoupons.push(verdict.error);
  }
  const priced = priceOrder({
    productCode: request.productCode,
    productName: productName(request.productCode, request.lang ?? 'en'),
    cycle: request.subscriptionTime,
    currency: request.currency,
    cyclePrice,
    trialDays: product.trialDays,
    firstMonthDiscountPercent: product.firstMonthDiscountPercent,
    isNewUser: customer.isNewUser,
    now,
    coupons: valid,
    invalidCoupons,
  });
  // Only the effective code is used up; superseded ones stay available to the user.
  return {
    priced,
    catalog,
    customer,
    usedCodes: priced.effectiveCoupon ? [priced.effectiveCoupon] : [],
  };
}

/** Strips the pricing internals from what pc/po returns. */
export function previewBody(priced: PricedOrder) {
  const {
    delayDays: _d,
    firstChargeDiscount: _f,
    firstChargeLines: _l,
    effectiveCoupon: _e,
    ...body
  } = priced;
  return body;
}

/** pc/po with upgradeOrderId: the price of pc/uap, in the shape of an order preview. */
export async function previewUpgrade(
  db: DbOrTx,
  userId: number,
  orderId: number,
  targetCode: ProductCode,
  now: Date,
  lang: 'en' | 'zh_CN' | 'zh_HK',
) {
  const quote = await quoteUpgrade(db, userId, orderId, targetCode, now, { lock: false });
  const name = productName(targetCode, lang);
  return {
    productCode: targetCode,
    productName: name,
    subscriptionTime: quote.cycle,
    currency: quote.sub.currency as Currency,
    lines: [{ description: `${name} (${CYCLE_NAMES[quote.cycle]})`, amount: quote.price }],
    discounts:
      quote.credit > 0
        ? [
            {
              code: 'CREDIT',
              description: 'Credit for the unused part of the current plan',
              amount: quote.credit,
              freeDays: 0,
              effective: true,
              automatic: true,
            },
          ]
        : [],
    invalidCoupons: [],
    trialDays: 0,
    freeDays: 0,
    firstMonthDiscountPercent: 0,
    subtotal: quote.price,
    discountTotal: quote.credit,
    tax: 0,
    dueToday: quote.amount,
    nextBillingDate: addMonths(now, quote.cycle).toISOString(),
    nextBillingAmount: quote.price,
    lostDiscounts: quote.lostDiscounts,
  };
}
