import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.md,
});

/** The row's date takes focus after "Show more", so reading goes on from the first older charge. */
export const rowAnchor = style({ outlineOffset: 2 });

export const refused = style({ color: vars.color.danger });
