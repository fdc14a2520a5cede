import type { SnapshotFrom } from 'xstate';
import type { CheckoutEvent, checkoutMachine } from '../../machines/checkoutMachine';

type CheckoutState = SnapshotFrom<typeof checkoutMachine>;

/** What every part of the checkout screen gets: the machine's state, and a way to tell it things. */
export interface PartProps {
  state: CheckoutState;
  send: (event: CheckoutEvent) => void;
}

/** Element ids the machine's focus requests point at (one checkout per page). */
export const ids = {
  contact: (field: string) => `checkout-contact-${field}`,
  card: (field: string) => `checkout-card-${field}`,
  savedCards: 'checkout-card-saved',
  coupons: 'checkout-coupons',
  couponInput: 'checkout-coupon-input',
  agreement: 'checkout-agreement',
} as const;
