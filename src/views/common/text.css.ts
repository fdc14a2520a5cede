import { style } from '@vanilla-extract/css';

/** Digits of equal width, so amounts in a column or a summary line up. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
