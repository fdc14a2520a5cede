import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Two columns of labelled fields; one on phones. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Card fields keep expiry and CVV side by side even on phones; name and number span both. */
export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // Between rows the fields' own padding spaces them: a grid gap would also open between the
  // empty hint and problem rows each field shares (below).
  columnGap: vars.space.md,
  rowGap: 0,
});

export const wide = style({ gridColumn: '1 / -1' });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '44px',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  width: '100%',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&:disabled': { background: vars.color.background },
  },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const check = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  cursor: 'pointer',
});
export const checkbox = style({
  width: '1.15rem',
  height: '1.15rem',
  margin: '0.2rem 0 0',
  flex: 'none',
  accentColor: vars.color.brand,
});

/** The card number with its brand shown inside the box, so it is as wide as its neighbours. */
export const numberRow = style({ position: 'relative' });
globalStyle(`${numberRow} > input`, { paddingRight: '9ch' });
export const brand = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The one main action of a form (Pay, Save); disabled while it cannot be taken. */
export const primary = style({
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const secondary = style([
  primary,
  { background: vars.color.surface, color: vars.color.brand, fontWeight: 400 },
]);

/** An action that cannot be undone (Delete, Confirm cancellation). */
export const dangerous = style([
  primary,
  { borderColor: vars.color.danger, background: vars.color.danger },
]);

/** A short label beside a value (the default card). */
export const defaultTag = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
});

export const expiredTag = style([
  defaultTag,
  { borderColor: vars.color.danger, color: vars.color.danger },
]);

/** The dialog's form, and its fieldset that locks every field while the card is with the server. */
export const dialogForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

/**
 * Side by side, two fields share their rows (CSS subgrid): a label that wraps on a phone
 * ("Security code (CVV)") pushes both inputs down together instead of only its own. Spacing is
 * the parts' own, so a row neither field uses (no hint, no problem) takes no room.
 */
globalStyle(`${cardFields} > ${field}`, {
  display: 'grid',
  gridRow: 'span 4',
  gridTemplateRows: 'subgrid',
  rowGap: 0,
  alignContent: 'start',
  paddingBottom: vars.space.md,
});
globalStyle(`${cardFields} > ${field} > label`, { alignSelf: 'end', marginBottom: vars.space.xs });
globalStyle(`${cardFields} > ${field} > p`, { marginTop: vars.space.xs });
