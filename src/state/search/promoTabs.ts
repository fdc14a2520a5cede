/**
 * The promo-code area's three tabs (spec §2), in display order; also the `tab` search values.
 * Kept apart from the search reader so the screen that draws the tabs loads only the list.
 */
export const PROMO_TABS = ['mycodes', 'schedule', 'referral'] as const;
export type PromoTab = (typeof PROMO_TABS)[number];
