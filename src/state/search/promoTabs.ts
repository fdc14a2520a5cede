/**
 * The promo-code area's three tabs (spec §2), in display order; also the `tab` search values.
 * Kept apart from the search schema so the screen that draws the tabs does not load valibot.
 */
export const PROMO_TABS = ['mycodes', 'schedule', 'referral'] as const;
export type PromoTab = (typeof PROMO_TABS)[number];
