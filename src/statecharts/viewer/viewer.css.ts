import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const viewer = style({
  // Wider than the shell's reading column: a statechart needs the room, text panels do not.
  width: `min(1800px, calc(100vw - 2 * ${vars.space.lg}))`,
  marginLeft: '50%',
  transform: 'translateX(-50%)',
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr) minmax(260px, 340px)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [mobileMedia]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      width: 'auto',
      marginLeft: 0,
      transform: 'none',
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const sideColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const panelHeading = style({ fontSize: vars.fontSize.md, margin: 0 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const machineLink = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.background },
  },
});

export const machineName = style({
  display: 'block',
  fontWeight: 600,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const diagramFrame = style({
  overflow: 'auto',
  maxHeight: '78vh',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const svg = style({ display: 'block', fontFamily: vars.font.body });

export const stateBox = style({
  fill: vars.color.surface,
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
});

export const containerBox = style({
  fill: vars.color.background,
  stroke: vars.color.textMuted,
  strokeWidth: 1.5,
});

export const regionBox = style({ strokeDasharray: '6 4', fill: vars.color.surface });

export const litBox = style({ fill: vars.color.notice, stroke: vars.color.brand, strokeWidth: 3 });

/** An active container: its border says so; a fill would flood everything inside it. */
export const litContainer = style({ stroke: vars.color.brand, strokeWidth: 3 });

export const selectedBox = style({ stroke: vars.color.focus, strokeWidth: 3 });

export const stateKey = style({ fill: vars.color.text, fontSize: 13, pointerEvents: 'none' });

export const containerKey = style({ fontWeight: 700 });

export const stateTarget = style({ cursor: 'pointer', outline: 'none' });

// The focus ring follows the state's own shape (an outline would box the whole group).
globalStyle(`${stateTarget}:focus-visible > rect:first-of-type`, {
  stroke: vars.color.focus,
  strokeWidth: 4,
});

export const hitArea = style({ fill: 'transparent', stroke: 'none' });

export const edgePath = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 1.3 });

export const edgeLeaving = style({ stroke: vars.color.brand, strokeWidth: 2.2 });

export const arrowHead = style({ fill: vars.color.textMuted });

export const initialDot = style({ fill: vars.color.text });

export const edgeLabelBg = style({ fill: vars.color.surface, opacity: 0.9 });

export const edgeLabel = style({ fill: vars.color.text, fontSize: 11 });

export const transitionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const transitionItem = style({
  borderLeft: `3px solid ${vars.color.brand}`,
  paddingLeft: vars.space.sm,
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const smallButton = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText },
  },
});

export const primaryButton = style([
  smallButton,
  { background: vars.color.brand, color: vars.color.brandText },
]);

export const logTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${logTable} td, ${logTable} th`, {
  textAlign: 'left',
  padding: `2px ${vars.space.xs}`,
});

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.notice,
  fontSize: vars.fontSize.sm,
});
