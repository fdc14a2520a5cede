import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The invoice as a sheet of paper on screen, and the whole page when printed. */
export const sheet = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xl,
  maxWidth: '52rem',
  '@media': {
    [mobileMedia]: { padding: vars.space.md },
    print: { border: 'none', borderRadius: 0, padding: 0, maxWidth: 'none' },
  },
});

// Printing the invoice prints the invoice only: the app's header, navigation, footer and the
// screen's own buttons stay on screen. Scoped by :has so other pages print as they are.
globalStyle(`body:has(${sheet}) :is(header, nav, footer)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${sheet})`, { page: 'invoice' });
globalStyle(`body:has(${sheet}) main`, {
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.lg,
});

export const seller = style({ fontWeight: 700, fontSize: vars.fontSize.lg, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

export const lines = style({ width: '100%', borderCollapse: 'collapse' });

export const linesCaption = style([sectionTitle, { textAlign: 'left' }]);

globalStyle(`${lines} th, ${lines} td`, {
  textAlign: 'left',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const amount = style({});

globalStyle(`${lines} ${amount}`, {
  textAlign: 'right',
  paddingLeft: vars.space.md,
  whiteSpace: 'nowrap',
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr max-content',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: `${vars.space.lg} 0 0 auto`,
  maxWidth: '22rem',
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right' });

export const grandTotal = style({ fontWeight: 700, fontSize: vars.fontSize.lg });
