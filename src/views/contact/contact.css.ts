import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { panel } from '../common/panel.css';

export const form = style([panel, { maxWidth: '44rem' }]);
// The panel's gap spaces its parts; their own margins would double it.
globalStyle(`${form} > p`, { margin: 0 });

/** Locks every field while a save is on its way, without the fieldset's own frame. */
export const lockable = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const saved = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  fontWeight: 600,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
});
globalStyle(`${failure} > p`, { margin: 0 });

export const unsaved = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
