import cardValidator from 'card-validator';
import type { NewCard } from '../api/contract/cards';
import { COUPON_CODE_PATTERN, normaliseCouponCode } from '../api/contract/couponCode';

/**
 * The checkout form's card and coupon rules, pure, shared by the checkout machine's guards and its
 * selectors. The contact rules are ./contactForm's, shared with the Contact Info screen.
 */

export interface CardForm {
  holder: string;
  number: string;
  /** As typed, "MM/YY". */
  expiry: string;
  cvc: string;
  save: boolean;
}
export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';
export const CARD_FIELDS: readonly CardField[] = ['holder', 'number', 'expiry', 'cvc'];
export type CardProblem = 'blank' | 'numberInvalid' | 'expiryInvalid' | 'cvcInvalid' | 'tooLong';

export const EMPTY_CARD_FORM: CardForm = {
  holder: '',
  number: '',
  expiry: '',
  cvc: '',
  save: true,
};

const digitsOf = (value: string) => value.replace(/\D/g, '');
const MAX_CARD_DIGITS = 19;

/** The brand as the number is typed ("Visa" from the first digit), or null while unknown. */
export function cardBrand(number: string): string | null {
  const digits = digitsOf(number);
  if (!digits) return null;
  const { card, isPotentiallyValid } = cardValidator.number(digits);
  return card && isPotentiallyValid ? card.niceType : null;
}

/** Digits grouped the way the brand prints them (4242 4242 4242 4242; Amex 3782 822463 10005). */
function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, MAX_CARD_DIGITS);
  const gaps = cardValidator.number(digits).card?.gaps ?? [4, 8, 12, 16];
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/** "1230" or "12/30" → "12/30"; a slash appears once the month is complete. */
function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, 6);
  if (digits.length <= 2) return typed.includes('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}

function cvcSizes(number: string): number[] {
  const size = cardValidator.number(digitsOf(number)).card?.code.size;
  return size ? [size] : [3, 4];
}

const FORMATTERS: Record<CardField, (value: string) => string> = {
  holder: (value) => value.slice(0, 100),
  number: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/** A field's value as the form keeps it while typing (spaced number, MM/YY, digits-only CVV). */
export const formatCardField = (field: CardField, value: string) => FORMATTERS[field](value);

/** Luhn, length, expiry (not in the past) and CVV length, all by card-validator. */
export function cardProblems(form: CardForm): Partial<Record<CardField, CardProblem>> {
  const out: Partial<Record<CardField, CardProblem>> = {};
  const holder = form.holder.trim();
  if (!holder) out.holder = 'blank';
  else if (holder.length > 100) out.holder = 'tooLong';
  if (!digitsOf(form.number)) out.number = 'blank';
  else if (!cardValidator.number(digitsOf(form.number)).isValid) out.number = 'numberInvalid';
  if (!form.expiry.trim()) out.expiry = 'blank';
  else if (!cardValidator.expirationDate(form.expiry).isValid) out.expiry = 'expiryInvalid';
  if (!form.cvc.trim()) out.cvc = 'blank';
  else if (!cardValidator.cvv(form.cvc, cvcSizes(form.number)).isValid) out.cvc = 'cvcInvalid';
  return out;
}

/** The card as the pay request carries it; null while the form has a problem. */
export function toNewCard(form: CardForm): NewCard | null {
  if (Object.keys(cardProblems(form)).length > 0) return null;
  const { month, year } = cardValidator.expirationDate(form.expiry);
  if (!month || !year) return null;
  return {
    number: digitsOf(form.number),
    expMonth: Number(month),
    expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
    cvc: form.cvc,
    holder: form.holder.trim(),
  };
}

/** Coupon codes as the contract takes them: 1–40 characters, at most 10 per order. */
export const MAX_COUPONS = 10;
export type CouponDraftProblem = 'blank' | 'malformed' | 'duplicate' | 'tooMany';

export function couponDraftProblem(
  draft: string,
  applied: readonly string[],
): CouponDraftProblem | null {
  const code = normaliseCouponCode(draft);
  if (!code) return 'blank';
  if (!COUPON_CODE_PATTERN.test(code)) return 'malformed';
  if (applied.includes(code)) return 'duplicate';
  if (applied.length >= MAX_COUPONS) return 'tooMany';
  return null;
}
