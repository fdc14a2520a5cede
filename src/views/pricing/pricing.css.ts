import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

export const featured = style({ borderColor: vars.color.brand, borderWidth: 2 });

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
