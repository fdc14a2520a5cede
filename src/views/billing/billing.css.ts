import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
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

/** A plan's activity: a timeline, newest first; the moment above its sentence on a phone. */
export const eventList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${vars.color.border}`,
});

globalStyle(`${eventList} > li`, {
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0 ${vars.space.sm} ${vars.space.md}`,
  '@media': { [mobileMedia]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

export const eventTime = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const eventWords = style({ overflowWrap: 'anywhere' });
