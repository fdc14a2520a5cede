import { vi } from 'vitest';
import type { SavedContact } from '../../../src/api/contact';
import type { Card } from '../../../src/api/contract/cards';
import type { MyPlan } from '../../../src/api/contract/plans';
import type { Result } from '../../../src/api/contract/result';
import type { PlacedOrder } from '../../../src/api/orders';
import { aCard, aContact, aPlacedOrder, aPreview, upgradedTo } from '../../factories/checkout';
import type { ScreenApi } from './appHarness';

/** The checkout screens' server as the view tests script it: each test sets what it answers. */
export const server = {
  contact: vi.fn<() => Promise<SavedContact | null>>(),
  cards: vi.fn<() => Promise<Card[]>>(),
  preview: vi.fn<ScreenApi['previewOrder']>(),
  pay: vi.fn<ScreenApi['placeOrder']>(),
  upgrade: vi.fn<ScreenApi['upgradePlan']>(),
  plans: vi.fn<ScreenApi['getMyPlans']>(),
  ownCodes: vi.fn<ScreenApi['getCoupons']>(),
};

/** The calls the checkout screens make (renderApp's `api`), answered by `server`. */
export const checkoutApi: Partial<ScreenApi> = {
  getContact: server.contact,
  getCards: server.cards,
  previewOrder: server.preview,
  placeOrder: server.pay,
  upgradePlan: server.upgrade,
  getMyPlans: server.plans,
  getCoupons: server.ownCodes,
};

export const aPlan = (overrides: Partial<MyPlan> = {}): MyPlan => ({
  orderId: 99,
  productCode: 'HK_ALL',
  productName: 'HKEx All-Platform',
  rank: 2,
  subscriptionTime: 1,
  currency: 'USD',
  status: 'active',
  source: 'web',
  hasAccess: true,
  paymentMethod: { cardId: 11, brand: 'Visa', last4: '4242', expiresFirst: false },
  purchasedSince: '2030-01-01T00:00:00.000Z',
  startDate: '2030-01-01T00:00:00.000Z',
  nextPaymentDate: '2030-02-01T00:00:00.000Z',
  nextPaymentAmount: 2900,
  expiryDate: null,
  trialEndsAt: null,
  inTrial: false,
  freeCancelUntil: null,
  canCancelFree: false,
  pendingSubscriptionTime: null,
  upgradeTargets: ['COMBO'],
  canChangeFrequency: true,
  frequencyAmounts: [],
  resubscribeAmount: null,
  ...overrides,
});

/** A server that knows a signed-in buyer with a saved contact and Visa 4242, and takes payments. */
export function resetServer() {
  for (const fn of Object.values(server)) fn.mockReset();
  server.contact.mockResolvedValue(aContact());
  server.cards.mockResolvedValue([aCard()]);
  server.preview.mockImplementation(async (request) => aPreview(request));
  server.pay.mockResolvedValue({ ok: true, value: aPlacedOrder() } satisfies Result<PlacedOrder>);
  server.upgrade.mockResolvedValue(upgradedTo({ orderId: 99 }));
  server.ownCodes.mockResolvedValue([]);
  server.plans.mockResolvedValue({
    myPlans: [aPlan()],
    currencyLock: null,
    isNewUser: false,
    signedIn: true,
    highestRank: 2,
  });
}

export const CHECKOUT_URL = '/pricing/products/checkout?product=HK_ALL&cycle=1&currency=USD';
