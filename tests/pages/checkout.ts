import type { CardField } from '../../src/machines/checkoutForm';
import type { ContactField } from '../../src/machines/contactForm';

import { button, type Find, heading, type Person } from './person';

// What a person reads on checkout, in English, written out here rather than imported from the
// views, so a changed message shows up as a failing test. Shared by the jsdom and Chromium runners.
export const CONTACT_LABELS: Record<ContactField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  billingEmail: 'Billing email',
  phone: 'Phone number',
};
export const CARD_LABELS: Record<CardField, string> = {
  holder: 'Cardholder name',
  number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code (CVV)',
};
export const FIELD_WORDS: Record<string, string> = {
  blank: "Can't be blank!",
  emailInvalid: 'Email is not validated!',
  phoneMissing: 'Please enter your mobile number!',
  tooLong: 'This is too long.',
  numberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter a valid expiry date (MM/YY).',
  cvcInvalid: 'Please enter the security code (CVV) printed on your card.',
};
export const DRAFT_WORDS: Record<string, string> = {
  blank: 'Please enter a coupon code.',
  malformed: 'A coupon code has only letters, digits, - and _.',
  duplicate: 'This coupon is already applied.',
  tooMany: 'You can apply up to 10 coupons.',
};
export const BLOCKER_WORDS = {
  invalidCoupons: 'Please delete invalid coupons',
  agreement: 'Please check the Term Purchase Agreement first',
} as const;
export const CYCLES: Record<number, string> = { 1: 'Monthly', 6: 'Semi-annually', 12: 'Annually' };
export const SUMMARY_PROBLEMS: Record<string, string> = {
  network: 'The order summary could not be loaded. Please check your connection.',
};
export const UNCERTAIN =
  'We could not confirm your payment. Please check your connection and try again: you will not be charged twice.';
export const RECONNECTING = 'The connection was interrupted. Confirming your payment…';
/** The pay button's words while a payment is placed (checkout and upgrade alike). */
export const PROCESSING = 'Processing payment…';
export const AGREEMENT = /Term Purchase Agreement/;
export const PAY = /^(Pay( [^a-z].*)?|Start subscription|Processing payment…)$/;
/** Checkout of an order, opened through a promo-code link when it carries a coupon. */
export function checkoutUrl(
  order: { productCode: string; subscriptionTime: number; currency: string },
  coupon?: string,
) {
  const { productCode, subscriptionTime, currency } = order;
  const promo = coupon ? `&coupon=${coupon}&origin=promocode` : '';
  return `/pricing/products/checkout?product=${productCode}&cycle=${subscriptionTime}&currency=${currency}${promo}`;
}

export const SUMMARY: Find = { role: 'region', name: 'Order summary' };
/** The buyer's own promo codes offered for an order in `currency`. */
export const OWN_CODES = (currency: string) => ({
  role: 'list' as const,
  name: `Your promo codes for ${currency}:`,
});
/** An own code's button: applies it, or (applied) says so, disabled. */
export const ownCode = (code: string, applied = false) => ({
  role: 'button' as const,
  name: applied ? `Promo code ${code} is applied` : `Apply promo code ${code}`,
});

/** The order summary's billing-cycle switch. */
export const CYCLE_CHOICE: Find = { role: 'group', name: 'Billing cycle', within: SUMMARY };

/** What a buyer does on the checkout form. */
export function checkoutPage(p: Person) {
  return {
    async fillContact(contact: Partial<Record<ContactField, string>>) {
      for (const [field, value] of Object.entries(contact))
        await p.fills(CONTACT_LABELS[field as ContactField], value);
    },
    async fillCard(card: Partial<Record<CardField, string>>) {
      for (const [field, value] of Object.entries(card))
        await p.fills(CARD_LABELS[field as CardField], value);
    },
    /** Leaves a field (as a person does, clicking elsewhere): the form checks it then. */
    async leaves(label: string) {
      await p.clicks({ label });
      await p.clicks(heading('Checkout', 1));
    },
    /** Chooses a saved card by its brand and last four digits. */
    chooseCard: (brand: string, last4: string) =>
      p.clicks({ role: 'radio', name: new RegExp(`^${brand} ending in ${last4}`) }),
    /** Switches the order summary's billing cycle (months); the address follows. */
    async switchCycle(months: number) {
      await p.clicks({ role: 'radio', name: CYCLES[months], within: CYCLE_CHOICE });
      await p.seesAddress(new RegExp(`[?&]cycle=${months}(&|$)`));
    },
    /** One click on one of the buyer's own promo codes. */
    pickOwnCode: (code: string) => p.clicks(ownCode(code)),
    removeCoupon: (code: string) => p.clicks(button(`Remove coupon ${code}`)),
    tickAgreement: () => p.ticks(AGREEMENT),
    untickAgreement: () => p.unticks(AGREEMENT),
    pay: () => p.clicks(button(PAY)),
    /** A new buyer fills in their contact and card, accepts the agreement and pays. */
    async buys(buyer: {
      contact: Partial<Record<ContactField, string>>;
      card: Partial<Record<CardField, string>>;
    }) {
      await this.fillContact(buyer.contact);
      await this.fillCard(buyer.card);
      await this.tickAgreement();
      await this.pay();
    },
  };
}

export const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);
