import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { features, muted, perks, price } from '../common/plan/plan.css';

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

// The thicker border comes out of the padding, so its contents line up with the other cards'.
export const featured = style({
  borderColor: vars.color.brand,
  borderWidth: 2,
  padding: `calc(${vars.space.md} - 1px)`,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const badge = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const cta = style({
  marginTop: 'auto',
  display: 'block',
  textAlign: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: 600,
  textDecoration: 'none',
  '@media': { [mobileMedia]: { minHeight: 44, alignContent: 'center' } },
});

export { visuallyHidden } from '../common/common.css';

/**
 * The cards share one set of rows (CSS subgrid), so titles, prices, perks and buttons line up
 * across the row however long a product's name or list is. Every part has its own row; a part a
 * card lacks leaves its row empty there.
 */
const ROWS = 7;
export const planGrid = style({ rowGap: 0 });
export const planCard = style({});

// Cards are spaced by their own padding: the grid's row gap would also open between the rows
// inside them, used or not.

globalStyle(`${planGrid} > li`, {
  display: 'grid',
  gridRow: `span ${ROWS}`,
  gridTemplateRows: 'subgrid',
  rowGap: 0,
  paddingBottom: vars.space.md,
});
globalStyle(`${planGrid} ${planCard}`, {
  display: 'grid',
  gridRow: `span ${ROWS}`,
  gridTemplateRows: 'subgrid',
  // Spacing is the parts' own, so a row nobody uses takes no room at all.
  rowGap: 0,
});
globalStyle(`${planGrid} ${planCard} > *:not(:last-child)`, { marginBottom: vars.space.sm });
const rowOf: [string, number][] = [
  [cardTitle, 1],
  [badge, 2],
  [features, 3],
  [price, 4],
  [muted, 5],
  [perks, 6],
  [cta, 7],
];
for (const [part, row] of rowOf) globalStyle(`${planGrid} ${planCard} > ${part}`, { gridRow: row });
globalStyle(`${planGrid} ${planCard} > ${cta}`, { alignSelf: 'end' });
globalStyle(`${planGrid} ${planCard} > ${badge}`, { justifySelf: 'start' });
