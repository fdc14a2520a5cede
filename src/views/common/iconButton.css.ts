import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A small borderless button with a symbol for a label (close a dialog, dismiss a notice). */
export const iconButton = style({
  font: 'inherit',
  lineHeight: 1,
  cursor: 'pointer',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
});
