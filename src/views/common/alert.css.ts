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

/**
 * What a list last did ("Card deleted: …", "GIFT5USD is redeemed on …"), said once: an empty
 * status region stays in the page so its first words are read.
 */
export const noticeLine = style({
  maxWidth: '48rem',
  selectors: { '&:empty': { display: 'none' } },
});
globalStyle(`${noticeLine} > p`, {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  fontWeight: 600,
});
