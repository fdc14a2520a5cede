/** Spec §9: the mobile layout applies at a width of 690 px or less; desktop from 691. */
const MOBILE_MAX_WIDTH = 690;

/** One query string for both the CSS @media rules and matchMedia, so the two never disagree. */
export const mobileQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const mobileMedia = `screen and ${mobileQuery}`;
