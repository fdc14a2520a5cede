import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const status = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
