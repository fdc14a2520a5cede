import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardProblem } from '../../../machines/checkoutForm';
import type { ContactProblem } from '../../../machines/contactForm';

/** Spec §5 wording first (translated in the catalogs), then ours. */
export const CONTACT_PROBLEMS: Record<ContactProblem, MessageDescriptor> = {
  blank: msg`Can't be blank!`,
  emailInvalid: msg`Email is not validated!`,
  phoneMissing: msg`Please enter your mobile number!`,
  tooLong: msg`This is too long.`,
};

export const CARD_PROBLEMS: Record<CardProblem, MessageDescriptor> = {
  blank: msg`Can't be blank!`,
  numberInvalid: msg`Please enter a valid card number.`,
  expiryInvalid: msg`Please enter a valid expiry date (MM/YY).`,
  cvcInvalid: msg`Please enter the security code (CVV) printed on your card.`,
  tooLong: msg`This is too long.`,
};
