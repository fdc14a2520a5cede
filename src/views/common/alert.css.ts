import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A page-level failure box (a load that failed, a route error): danger border, spaced parts. */
export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

// The alert's gap spaces its parts; their own margins would double it.
globalStyle(`${alert} > *`, { margin: 0 });

/** Something that will go wrong unless the investor acts (a card that runs out before a charge). */
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.notice,
});
