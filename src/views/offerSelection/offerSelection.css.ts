import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const productGroup = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const groupLegend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });
export const productList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const productOption = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
  '@media': { [mobileMedia]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } },
});
export const radio = style({
  width: '1.15rem',
  height: '1.15rem',
  margin: 0,
  accentColor: vars.color.brand,
});
export const optionText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const optionName = style({ fontWeight: 600 });
export const optionDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const optionPrice = style({
  fontWeight: 600,
  textAlign: 'right',
  '@media': { [mobileMedia]: { gridColumn: '2', textAlign: 'left' } },
});
export const tag = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  position: 'sticky',
  top: vars.space.md,
  '@media': { [mobileMedia]: { position: 'static', padding: vars.space.md } },
});
export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, textAlign: 'right' });

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const small = style({ margin: 0, fontSize: vars.fontSize.sm });
export const continueButton = style({
  font: 'inherit',
  fontWeight: 600,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.brand,
  color: vars.color.brandText,
  cursor: 'pointer',
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.border,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
  },
});
