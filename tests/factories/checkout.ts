import type { SavedContact } from '../../src/api/contact';
import type { Card } from '../../src/api/contract/cards';
import type {
  OrderPreview,
  PreviewedOrder,
  PreviewOrderRequest,
} from '../../src/api/contract/orders';
import type { Result } from '../../src/api/contract/result';
import type { PlacedOrder, UpgradedPlan } from '../../src/api/orders';

/**
 * Checkout's test data (cards, contact, priced order, placed order), shaped like the reference
 * server's answers; each takes overrides for what a test is about.
 */
export const aCard = (overrides: Partial<Card> = {}): Card => ({
  id: 11,
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  holder: 'Ada Lovelace',
  isDefault: true,
  expired: false,
  paysFor: [],
  ...overrides,
});

export const aContact = (overrides: Partial<SavedContact> = {}): SavedContact => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  billingEmail: 'ada@example.com',
  phone: '+85291234567',
  saveAsContact: true,
  ...overrides,
});

/**
 * A buyer with no plan yet (new@demo.test) as they fill in checkout: their contact, and the
 * sandbox's card that succeeds.
 */
export const NEW_BUYER = {
  contact: { firstName: 'Nia', lastName: 'Newman', phone: '+852 5555 0000' },
  card: { holder: 'Nia Newman', number: '4242424242424242', expiry: '12/34', cvc: '123' },
};

export function aPreview(
  request: Partial<PreviewOrderRequest> = {},
  overrides: Partial<OrderPreview> = {},
): OrderPreview {
  const coupons = request.coupons ?? [];
  return {
    productCode: request.productCode ?? 'HK_ALL',
    productName: 'HKEx All-Platform',
    subscriptionTime: request.subscriptionTime ?? 1,
    currency: request.currency ?? 'USD',
    lines: [{ description: 'HKEx All-Platform (Monthly)', amount: 2900 }],
    discounts: coupons
      .filter((c) => !c.startsWith('BAD'))
      .map((code, i, all) => ({
        code,
        description: `Coupon ${code}`,
        amount: 500,
        freeDays: 0,
        effective: i === all.length - 1,
        automatic: false,
      })),
    invalidCoupons: coupons
      .filter((c) => c.startsWith('BAD'))
      .map((code) => ({ code, errorCode: '0063', message: 'Coupon is invalid' })),
    trialDays: 0,
    freeDays: 0,
    firstMonthDiscountPercent: 0,
    subtotal: 2900,
    discountTotal: 0,
    tax: 0,
    dueToday: 2900,
    nextBillingDate: '2030-02-01T00:00:00.000Z',
    nextBillingAmount: 2900,
    ...overrides,
  };
}

export const aPlacedOrder = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  orderId: 99,
  status: 'active',
  currency: 'USD',
  amountPaid: 2900,
  nextBillingDate: '2030-02-01T00:00:00.000Z',
  receiptEmail: 'ada@example.com',
  ...overrides,
});

export const declined = (code = '5001'): Result<PlacedOrder> => ({
  ok: false,
  problem: {
    code,
    message: `The system is experiencing technical difficulties. Error Code ${code}. Please try again.`,
    invalidCoupons: [],
  },
});

/**
 * The server's quote for upgrading HKEx All-Platform to Combo Premium monthly: Combo Premium's
 * $59.00 less the credit for the unused days of the plan's paid month, charged now.
 */
export const anUpgradeQuote = (dueToday = 3087): PreviewedOrder => ({
  ...aPreview(
    { productCode: 'COMBO' },
    {
      productName: 'Combo Premium',
      lines: [{ description: 'Combo Premium (Monthly)', amount: 5900 }],
      subtotal: 5900,
      discountTotal: 5900 - dueToday,
      dueToday,
      nextBillingAmount: 5900,
    },
  ),
  lostDiscounts: ['FIRST_CHARGE_DISCOUNT'],
});

/** The upgrade paid: the plan (order 3) is Combo Premium now. */
export const upgradedTo = (overrides: Partial<UpgradedPlan> = {}): Result<UpgradedPlan> => ({
  ok: true,
  value: {
    orderId: 3,
    productCode: 'COMBO',
    amountPaid: 2100,
    credit: 2800,
    currency: 'USD',
    nextBillingDate: '2030-02-01T00:00:00.000Z',
    lostDiscounts: [],
    ...overrides,
  },
});
