import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mobileMedia]: {
      flexWrap: 'wrap',
      gap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
});

export const productName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.brand,
  textDecoration: 'none',
  marginRight: 'auto',
  '@media': { [mobileMedia]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } },
});

export const desktopNav = style({
  display: 'flex',
  gap: vars.space.md,
  '@media': { [mobileMedia]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileNav = style({
  width: '100%',
  paddingBottom: vars.space.sm,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const mobileNavList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
  padding: `${vars.space.sm} 0`,
  listStyle: 'none',
});

export const navLink = style({
  textDecoration: 'none',
  '@media': { [mobileMedia]: { display: 'flex', alignItems: 'center', minHeight: 44 } },
  selectors: { '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' } },
});

export const menuButton = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});

export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  '@media': { [mobileMedia]: { flexWrap: 'wrap', gap: vars.space.sm } },
});

export const accountTools = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const select = style({
  font: 'inherit',
  marginLeft: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

/** Off screen until a keyboard reaches it: the first Tab stop of every page. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.sm,
  zIndex: 10,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const main = style({
  // The skip link's target: focused by script, never a Tab stop, so no ring of its own.
  selectors: { '&:focus': { outline: 'none' } },
  flex: 1,
  width: '100%',
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.xl}`,
  '@media': { [mobileMedia]: { padding: vars.space.md } },
});

export const footer = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  '@media': { [mobileMedia]: { padding: vars.space.md } },
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface,
});
