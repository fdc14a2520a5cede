import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { panel } from '../common/panel.css';

export const codeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '48rem',
});

export const codeItem = style([panel, { gap: vars.space.sm }]);

export const codeHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const codeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.02em',
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  '@media': { [mobileMedia]: { gridTemplateColumns: '1fr' } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [mobileMedia]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const toolbar = style({ margin: `${vars.space.md} 0`, maxWidth: '48rem' });

/** What the list last did, said once (the shared status line). */
export { noticeLine } from '../common/alert.css';

export const planChoices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const planChoice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minHeight: '44px',
});

export const smallTable = style({ borderCollapse: 'collapse', marginTop: vars.space.xs });
globalStyle(`${smallTable} th, ${smallTable} td`, {
  padding: `2px ${vars.space.md} 2px 0`,
  textAlign: 'left',
  fontWeight: 'normal',
});
globalStyle(`${smallTable} td`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const referralGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.lg,
  alignItems: 'start',
  maxWidth: '56rem',
  marginBottom: vars.space.lg,
});

export const linkBox = style({
  display: 'block',
  width: '100%',
  margin: `${vars.space.xs} 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  background: vars.color.surface,
});

export const qrBox = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  maxWidth: '14rem',
});

export const gauge = style({ width: '100%', maxWidth: '32rem', height: '1rem' });

export const progress = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${progress} > li + li::before`, { content: '"→ "' });

export const progressNow = style({ color: vars.color.text, fontWeight: 600 });
