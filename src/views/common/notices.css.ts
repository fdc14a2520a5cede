import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Bottom corner, above the page; empty (and not drawn) when there is nothing to say. */
export const noticeRegion = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 5,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2 * 16px))',
  selectors: { '&:empty': { display: 'none' } },
  '@media': { [mobileMedia]: { right: vars.space.md, bottom: vars.space.md } },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: vars.elevation.overlay,
});

export const noticeMessage = style({ margin: 0, flex: 1 });
