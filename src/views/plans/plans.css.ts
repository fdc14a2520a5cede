import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const planList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(24rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobileMedia]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

export { panel as planCard } from '../common/panel.css';

export const planHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const planTitle = style({ margin: 0, fontSize: vars.fontSize.lg, wordBreak: 'keep-all' });

export const status = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-status="trial"], &[data-status="active"]': { borderColor: vars.color.brand },
    '&[data-status="past_due"]': { borderColor: vars.color.danger },
  },
});

/** The one line that says what happens next: the card's most important sentence. */
export const nextStep = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
globalStyle(`${choices} input[type="text"]`, {
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

const action = {
  font: 'inherit',
  cursor: 'pointer',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
} as const;

export const secondaryButton = style({
  ...action,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

/** Why an action is unavailable, on its own line under the row of actions. */
export const hint = style({
  flexBasis: '100%',
  order: 1,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The plan's records: its billing history and its activity, side by side. */
export const records = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });
