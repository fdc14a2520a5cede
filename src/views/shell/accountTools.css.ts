import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { menuButton } from './shell.css';

// The header's other small buttons (the mobile menu) already have this look.
export const signOutButton = style([
  menuButton,
  { selectors: { '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 } } },
]);

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
