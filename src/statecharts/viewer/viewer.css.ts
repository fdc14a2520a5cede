import { globalStyle, style } from '@vanilla-extract/css';
import { mobileMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const viewer = style({
  display: 'grid',
  // The list is as wide as the longest machine name (descriptions wrap under it); the diagram
  // takes what is left.
  gridTemplateColumns: 'max-content minmax(0, 1fr) minmax(260px, 320px)',
  gap: vars.space.md,
  alignItems: 'start',
});

/** Between phone and wide screen: the machine menu sits over the diagram, the panels beside. */
export const viewerFolded = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(260px, 320px)',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const picker = style({ position: 'relative', gridColumn: '1 / -1' });

export const pickerSummary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const pickerList = style({
  position: 'absolute',
  zIndex: 2,
  top: 'calc(100% + 4px)',
  left: 0,
  width: 'min(420px, 100%)',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.overlay,
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
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.background },
  },
});

/** One line, whole: a name cut as "deviceRegistratio|nMachine" reads as two words. */
export const machineName = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

/** Two lines of what a machine is for; it takes the list's width rather than setting it. */
export const machineSummary = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
  contain: 'inline-size',
});

export const machineNav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Beside the diagram (not in the menu) the list scrolls on its own, and the diagram stays put. */
globalStyle(`${viewer} > ${machineNav}`, {
  position: 'sticky',
  top: vars.space.md,
  maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
  overflowY: 'auto',
});

export const machineList = style({ gap: vars.space.xs });

export const diagramColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const diagramPanel = style([panel]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${crumbs} > li + li::before`, {
  content: '"›"',
  color: vars.color.textMuted,
  padding: `0 ${vars.space.xs}`,
});

export const crumb = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  background: 'none',
  border: 'none',
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  color: vars.color.brand,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="location"]': { color: vars.color.text, fontWeight: 600 },
  },
});

export const zoomLevel = style({
  minWidth: '4.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export { visuallyHidden } from '../../views/common/common.css';

export const emptySelection = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const minimap = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.elevation.raised,
  cursor: 'crosshair',
  touchAction: 'none',
});

export const miniContainer = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 1,
  vectorEffect: 'non-scaling-stroke',
});

export const miniState = style({ fill: vars.color.border });

export const miniView = style({
  fill: vars.color.tint,
  stroke: vars.color.brand,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

/** Programmatic moves (a button, centring a selection) glide; a drag follows the hand. */
export const glide = style({
  transition: 'transform 0.25s ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The chart's window: as tall as the screen allows beside the header. Clipped rather than
 * scrolled, so focusing a state off screen cannot scroll it behind the view's back.
 */
export const diagramFrame = style({
  position: 'relative',
  height: 'max(420px, calc(100vh - 320px))',
  overflow: 'clip',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  touchAction: 'none',
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
  '@media': { [mobileMedia]: { height: '62vh' } },
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

export const stateKey = style({ fill: vars.color.text, fontSize: 14, pointerEvents: 'none' });

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

export const edgeLabel = style({ fill: vars.color.text, fontSize: 12 });

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

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

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
