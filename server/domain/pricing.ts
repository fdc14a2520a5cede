import type { Currency } from '../../src/api/contract/common';
import type { InvalidCoupon, OrderPreview } from '../../src/api/contract/orders';
import type { ProductCode } from '../../src/api/contract/products';
import { addDays, addMonths } from '../clock';
import { CYCLE_NAMES, type Cycle } from './catalog';
import type { AppliedCoupon } from './coupons';
import { invoiceLine, type Line } from './invoiceLines';

const FIRST_MONTH_CODE = 'FIRSTMONTH';

export interface PricingInput {
  productCode: ProductCode;
  productName: string;
  cycle: Cycle;
  currency: Currency;
  cyclePrice: number;
  trialDays: number;
  firstMonthDiscountPercent: number;
  isNewUser: boolean;
  now: Date;
  /** Valid codes in the order they were applied (an automatic referral code first). */
  coupons: (AppliedCoupon & { automatic: boolean })[];
  invalidCoupons: InvalidCoupon[];
}

export interface PricedOrder extends OrderPreview {
  /** Days before the first charge (trial + free days). */
  delayDays: number;
  /** The discount (minor units) the first charge gets, and its description for the invoice. */
  firstChargeDiscount: number;
  firstChargeLines: Line[];
  effectiveCoupon: string | null;
}

/**
 * A product's free trial and first-month discount as this buyer gets them: new subscribers only.
 * The price list states them so (signed in), and a new order is priced so.
 */
export function newSubscriberPerks(
  product: { trialDays: number; firstMonthDiscountPercent: number },
  isNewUser: boolean,
): { trialDays: number; firstMonthDiscountPercent: number } {
  return isNewUser
    ? { trialDays: product.trialDays, firstMonthDiscountPercent: product.firstMonthDiscountPercent }
    : { trialDays: 0, firstMonthDiscountPercent: 0 };
}

/**
 * The money rules of a new order, pure: a trial (new users only) and free days postpone the first
 * charge; the first paid month of a monthly plan gets the product's first-month discount (new users
 * only); of the coupons only the latest applied one is effective (spec §4).
 */
export function priceOrder(input: PricingInput): PricedOrder {
  const perks = newSubscriberPerks(input, input.isNewUser);
  const trialDays = perks.trialDays;
  const firstMonthPercent = input.cycle === 1 ? perks.firstMonthDiscountPercent : 0;
  const firstMonthAmount = Math.round((input.cyclePrice * firstMonthPercent) / 100);
  const effective = input.coupons.at(-1) ?? null;
  const freeDays = effective?.freeDays ?? 0;

  const discounts = [
    ...(firstMonthAmount > 0
      ? [
          {
            code: FIRST_MONTH_CODE,
            description: `First-month discount ${firstMonthPercent}%`,
            amount: firstMonthAmount,
            freeDays: 0,
            effective: true,
            automatic: true,
          },
        ]
      : []),
    ...input.coupons.map((c) => ({
      code: c.code,
      description: c.description,
      amount: c.amount,
      freeDays: c.freeDays,
      effective: c === effective,
      automatic: c.automatic,
    })),
  ];
  const discountTotal = Math.min(
    input.cyclePrice,
    discounts.filter((d) => d.effective).reduce((sum, d) => sum + d.amount, 0),
  );
  const firstCharge = input.cyclePrice - discountTotal;
  const delayDays = trialDays + freeDays;
  const chargeNow = delayDays === 0;
  const firstChargeAt = addDays(input.now, delayDays);
  const nextBillingDate = chargeNow ? addMonths(input.now, input.cycle) : firstChargeAt;
  const lineName = `${input.productName} (${CYCLE_NAMES[input.cycle]})`;

  return {
    productCode: input.productCode,
    productName: input.productName,
    subscriptionTime: input.cycle,
    currency: input.currency,
    lines: [{ description: lineName, amount: input.cyclePrice }],
    discounts,
    invalidCoupons: input.invalidCoupons,
    trialDays,
    freeDays,
    firstMonthDiscountPercent: firstMonthPercent,
    subtotal: input.cyclePrice,
    discountTotal,
    tax: 0,
    dueToday: chargeNow ? firstCharge : 0,
    nextBillingDate: nextBillingDate.toISOString(),
    nextBillingAmount: chargeNow ? input.cyclePrice : firstCharge,
    delayDays,
    firstChargeDiscount: discountTotal,
    firstChargeLines: discounts
      .filter((d) => d.effective && d.amount > 0)
      .map((d) =>
        d.code === FIRST_MONTH_CODE
          ? invoiceLine.firstMonthDiscount(firstMonthPercent, d.amount)
          : invoiceLine.coupon(d.code, d.amount),
      ),
    effectiveCoupon: effective?.code ?? null,
  };
}
