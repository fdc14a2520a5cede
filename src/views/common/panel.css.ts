import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A raised surface holding one thing (an order summary, a plan): spaced parts in a column. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [mobileMedia]: { padding: vars.space.md } },
});
