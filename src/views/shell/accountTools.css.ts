import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const signOutButton = style({
  font: 'inherit',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 } },
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.danger,
  '@media': { [mobileMedia]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const bannerText = style({ margin: 0, flex: 1 });

export const dismissButton = style([signOutButton, { color: vars.color.text }]);
