import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRules } from './common.css';

/** Wide tables scroll on their own rather than widening the page. */
export const tableFrame = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  '@media': { [mobileMedia]: { display: 'block', background: 'transparent' } },
});

export const caption = style({
  textAlign: 'left',
  fontWeight: 600,
  padding: `0 0 ${vars.space.sm}`,
  '@media': { [mobileMedia]: { display: 'block' } },
});

/** On a phone the header row is read by screen readers only: each cell carries its own label. */
export const head = style({
  '@media': { [mobileMedia]: visuallyHiddenRules },
});

export const body = style({
  '@media': { [mobileMedia]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mobileMedia]: {
      display: 'block',
      padding: vars.space.sm,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'top',
  '@media': {
    [mobileMedia]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: vars.space.md,
      padding: `${vars.space.xs} 0`,
    },
  },
});

export const headerCell = style([cell, { fontWeight: 600, color: vars.color.textMuted }]);

export const rowHeaderCell = style([cell, { fontWeight: 600 }]);

/** Amounts and counts: right-aligned in tabular figures so digits line up down the column. */
export const numeric = style({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

/** The column's name inside each cell, shown only when the rows stack (phone). */
export const cellLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontWeight: 400,
  textAlign: 'left',
  '@media': { [mobileMedia]: { display: 'inline' } },
});

export const emptyCell = style([
  cell,
  { padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted },
]);

globalStyle(`${row}:last-child`, { borderBottom: 'none' });
