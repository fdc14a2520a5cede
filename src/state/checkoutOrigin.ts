/**
 * Where a coupon that checkout applies from the start comes from (spec §4): a promo code's link
 * (`promocode`, the spec's value), or the running promotion's code that offer selection passes on
 * (`promotion`, ours). Apart from urlQuery.ts so only checkout loads it.
 */
export type CheckoutOrigin = 'promocode' | 'promotion';

const APPLIED: readonly (string | undefined)[] = [
  'promocode',
  'promotion',
] satisfies CheckoutOrigin[];

export const appliesAtCheckout = (origin: string | undefined): boolean => APPLIED.includes(origin);
