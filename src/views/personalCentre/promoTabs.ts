/** The promo-code area's three tabs (spec §2), in display order; also the `tab` search values. */
export const PROMO_TABS = ['mycodes', 'schedule', 'referral'] as const;
export type PromoTab = (typeof PROMO_TABS)[number];

export function isPromoTab(value: unknown): value is PromoTab {
  return typeof value === 'string' && (PROMO_TABS as readonly string[]).includes(value);
}
