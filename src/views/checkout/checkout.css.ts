import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Form on the left, summary and pay on the right; one column on phones, summary after the form. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const aside = style([
  column,
  {
    position: 'sticky',
    top: vars.space.md,
    '@media': { [mobileMedia]: { position: 'static' } },
  },
]);

/** A fieldset stripped of browser chrome: it only groups and locks the form while paying. */
export const lockable = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
globalStyle(`${lockable} > * + *`, { marginTop: vars.space.md });

import { panel } from '../common/panel.css';

export { panel };

globalStyle(`${panel} > h2`, { margin: 0, fontSize: vars.fontSize.lg });
// The panel's gap spaces its parts; their own margins would double it.
globalStyle(`${panel} > p`, { margin: 0 });

import { checkbox, primary } from '../common/form/form.css';

export { check, checkbox, fieldError, hint, primary, secondary } from '../common/form/form.css';

export const cardList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const cardOption = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
});

export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const linkButton = style({
  font: 'inherit',
  cursor: 'pointer',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  textDecoration: 'underline',
  alignSelf: 'flex-start',
  minHeight: '24px',
  '@media': { [mobileMedia]: { minHeight: 44 } },
});

export const payButton = style([primary, { width: '100%', fontSize: vars.fontSize.lg }]);

export const couponForm = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
globalStyle(`${couponForm} > :first-child`, { flex: '1 1 auto', minWidth: 0 });
/** Lines the Apply button up with the input, below the label. */
export const couponButton = style({
  marginTop: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
});

export const couponList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const coupon = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});
export const couponCode = style({ fontWeight: 600, fontFamily: 'ui-monospace, monospace' });

/** The buyer's own codes, one button each, wrapping on a phone. */
export const ownCodeList = style([
  couponList,
  { flexDirection: 'row', flexWrap: 'wrap', marginBlockStart: vars.space.xs },
]);

export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
globalStyle(`${summaryRow} > dt`, { minWidth: 0 });
globalStyle(`${summaryRow} > dd`, { margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });
export const total = style([
  summaryRow,
  {
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: 700,
    fontSize: vars.fontSize.lg,
  },
]);

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
  fontWeight: 600,
});
globalStyle(`${alert} p`, { margin: 0 });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  border: `1px solid ${vars.color.border}`,
});

export { skeletonBar as skeleton, visuallyHidden } from '../common/common.css';

/** Label and value read as a pair: on a wide screen they stay a glance apart, not a page. */
export const dates = style({ margin: 0, display: 'grid', gap: vars.space.sm, maxWidth: '28rem' });

export const radio = style([checkbox, { margin: 0 }]);

/**
 * The billing-cycle switch in the order summary: a radio group drawn as one segmented row that
 * spans the panel (native radios keep arrow keys, the group's name and the checked announcement).
 */
export const cycleChoice = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const cycleLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const cycleOptions = style({
  display: 'flex',
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const cycleOption = style({
  position: 'relative',
  // The label fills its segment's whole height, so the checked fill does too when a neighbour
  // wraps onto two lines.
  display: 'flex',
  flex: '1 1 0',
  minWidth: 0,
  cursor: 'pointer',
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.brand}` } },
});
export const cycleInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'inherit',
});
export const cycleLabel = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.brand,
});
globalStyle(`${cycleInput}:checked + ${cycleLabel}`, {
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
});
globalStyle(`${cycleInput}:focus-visible + ${cycleLabel}`, {
  outline: vars.focusRing.outline,
  outlineOffset: '-3px',
});
globalStyle(`${cycleInput}:disabled + ${cycleLabel}`, {
  cursor: 'not-allowed',
  color: vars.color.textMuted,
});
globalStyle(`${cycleInput}:disabled:checked + ${cycleLabel}`, {
  background: vars.color.textMuted,
  color: vars.color.brandText,
});

/** The agreement's terms (long on a phone: the modal dialog itself scrolls, with its buttons). */
export const agreementText = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  display: 'grid',
  gap: vars.space.sm,
  lineHeight: 1.5,
});
