import type { Card } from '../../src/api/contract/cards';
import { aCard } from './checkout';

// cards@'s wallet in the demo data: Mastercard 4444 paying for a plan, then Visa 1001–1010.

/** cards@'s Visa 100n (n from 1 to 10), paying for nothing. */
export const walletVisa = (n: number) =>
  aCard({ id: n, last4: String(1000 + n), isDefault: false, holder: 'Casey Cards' });

/** cards@'s Mastercard 4444: it pays for the annual HKEx Mobile plan, and expires before it renews. */
export const walletMastercard: Card = aCard({
  id: 0,
  brand: 'Mastercard',
  last4: '4444',
  holder: 'Casey Cards',
  paysFor: [{ orderId: 9, productCode: 'HK_MOBILE', nextPaymentDate: null, expiresFirst: true }],
});

/** All eleven, in the order the server lists them. */
export const cardsWallet = (): Card[] => [
  walletMastercard,
  ...Array.from({ length: 10 }, (_, i) => walletVisa(i + 1)),
];
