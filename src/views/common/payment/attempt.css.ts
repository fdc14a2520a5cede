import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const attemptNotice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  border: `1px solid ${vars.color.border}`,
});

export const attemptAlert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: 600,
});
globalStyle(`${attemptAlert} p`, { margin: 0 });

export const attemptRetry = style({
  font: 'inherit',
  cursor: 'pointer',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
});
