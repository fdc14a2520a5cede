import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The plan parts both catalog screens draw (pricing and offer selection): controls, grid, card, facts. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-end',
  '@media': {
    [mobileMedia]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.md },
  },
});

/** A radio group drawn as a segmented control: native radios keep arrow keys and announcements. */
export const segmented = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const segmentedLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
  // On a phone the group spans the width on one line; segments share it.
  '@media': { [mobileMedia]: { display: 'flex', flexWrap: 'nowrap' } },
});
export const segment = style({
  position: 'relative',
  flex: '1 1 auto',
  cursor: 'pointer',
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.brand}` } },
});
export const segmentInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'inherit',
});
export const segmentLabel = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  '@media': {
    [mobileMedia]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: 44,
      padding: `${vars.space.sm} ${vars.space.xs}`,
    },
  },
});
globalStyle(`${segmentInput}:checked + ${segmentLabel}`, {
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
});
globalStyle(`${segmentInput}:focus-visible + ${segmentLabel}`, {
  outline: vars.focusRing.outline,
  outlineOffset: '-3px',
});
globalStyle(`${segmentInput}:disabled + ${segmentLabel}`, {
  cursor: 'not-allowed',
  color: vars.color.textMuted,
});
globalStyle(`${segmentInput}:disabled:checked + ${segmentLabel}`, {
  background: vars.color.textMuted,
  color: vars.color.brandText,
});

export const grid = style({
  display: 'grid',
  // Five across on a desktop, fewer on narrow desktops, one column on phones.
  gridTemplateColumns: 'repeat(auto-fit, minmax(176px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobileMedia]: { gridTemplateColumns: '1fr' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const features = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const price = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  '@media': { [mobileMedia]: { fontSize: vars.fontSize.xl } },
});
export const per = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  color: vars.color.textMuted,
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const perks = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

// A tick in the brand colour, not the browser's default bullet: these are what the plan gives.
globalStyle(`${features} > li, ${perks} > li`, {
  position: 'relative',
  paddingLeft: '1.4em',
});
globalStyle(`${features} > li::before, ${perks} > li::before`, {
  content: '"✓"',
  position: 'absolute',
  left: 0,
  color: vars.color.brand,
  fontWeight: 700,
});

// Re-exported so the plan parts' chunk carries them (a separate import splits off a tiny chunk).
export { skeletonBar, visuallyHidden } from '../common.css';

/** One word of a product's name (ProductName): breaks around it, never inside. */
export const nameWord = style({ whiteSpace: 'nowrap' });
