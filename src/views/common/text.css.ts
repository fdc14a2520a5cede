import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';

/** Digits of equal width, so amounts in a column or a summary line up. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A link on its own (not in a sentence): on a phone, a target a finger can hit (44 px high). */
export const tapTarget = style({
  '@media': {
    [mobileMedia]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 44,
      minWidth: 44,
    },
  },
});
