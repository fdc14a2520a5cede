import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Wider than the shell's reading column, centred on it (the shell's padding stays outside). */
export const widePage = style({
  width: `min(1800px, calc(100vw - 2 * ${vars.space.lg}))`,
  marginLeft: '50%',
  transform: 'translateX(-50%)',
  '@media': { [mobileMedia]: { width: 'auto', marginLeft: 0, transform: 'none' } },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  '@media': { [mobileMedia]: { fontSize: vars.fontSize.lg } },
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.notice,
  border: `1px solid ${vars.color.border}`,
});

export const button = style({
  font: 'inherit',
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  alignSelf: 'flex-start',
});

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textDecoration: 'none',
  '@media': { [mobileMedia]: { minHeight: 44 } },
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"], &[aria-current="true"], &[aria-selected="true"]': {
      borderBottomColor: vars.color.brand,
      fontWeight: 600,
    },
  },
});
