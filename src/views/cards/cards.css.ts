import { style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { panel } from '../common/panel.css';

export const cardList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

export const cardItem = style([panel, { gap: vars.space.sm }]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const uses = style({ margin: 0, paddingLeft: vars.space.lg });

/** A card that will not pay its plan's next charge: said where the investor looks. */
export { warning } from '../common/alert.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  margin: `${vars.space.md} 0`,
  '@media': { [mobileMedia]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** What the list last did, said once (the shared status line). */
export { noticeLine } from '../common/alert.css';
