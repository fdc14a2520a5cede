import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import type { LaidOutEdge, LaidOutState, MachineLayout } from './layout';
import * as css from './viewer.css';

export interface DiagramProps {
  layout: MachineLayout;
  /** State ids lit because an actor (live or simulated) is in them. */
  lit: ReadonlySet<string>;
  selected: string | null;
  onSelect: (stateId: string) => void;
  /** A state got keyboard focus: the frame brings it into sight. */
  onFocusState: (state: LaidOutState) => void;
}

const HEADER = 30;

/** The laid-out machine's shapes; every state is a focusable button that selects it. */
export function Diagram({ layout, lit, selected, onSelect, onFocusState }: DiagramProps) {
  const arrowId = `arrow${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const states = layout.nodes.filter((n): n is LaidOutState => n.kind === 'state');
  const containers = states.filter((s) => s.container);
  const leaving = new Set(
    layout.edges.filter((e) => e.kind === 'transition' && e.source === selected).map((e) => e.id),
  );

  const boxClass = (s: LaidOutState) =>
    [
      s.container ? css.containerBox : css.stateBox,
      s.region && css.regionBox,
      lit.has(s.id) && (s.container ? s.depth > 0 && css.litContainer : css.litBox),
      selected === s.id && css.selectedBox,
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <>
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="9"
          markerHeight="9"
          markerUnits="userSpaceOnUse"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className={css.arrowHead} />
        </marker>
      </defs>

      {/* Drawing only: the state buttons below and the side panel carry the same facts as text. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes without tabindex are not focusable. */}
      <g aria-hidden="true">
        {/* Containers first, outermost first, so what they contain is drawn over them. */}
        {containers.map((s) => (
          <rect
            key={`box:${s.id}`}
            x={s.x}
            y={s.y}
            width={s.width}
            height={s.height}
            rx={10}
            className={boxClass(s)}
          />
        ))}

        {layout.edges.map((e) => (
          <Edge key={e.id} edge={e} arrowId={arrowId} emphasised={leaving.has(e.id)} />
        ))}

        {layout.nodes
          .filter((n) => n.kind === 'initial')
          .map((n) => (
            <circle
              key={n.id}
              cx={n.x + n.width / 2}
              cy={n.y + n.height / 2}
              r={n.width / 2}
              className={css.initialDot}
            />
          ))}
      </g>

      {/* One button per state, in the machine's own order (the order keyboard focus follows). */}
      {states.map((s) => (
        <StateButton
          key={s.id}
          state={s}
          isLit={lit.has(s.id)}
          isSelected={selected === s.id}
          boxClass={boxClass(s)}
          onSelect={onSelect}
          onFocus={onFocusState}
        />
      ))}
    </>
  );
}

interface StateButtonProps {
  state: LaidOutState;
  isLit: boolean;
  isSelected: boolean;
  boxClass: string;
  onSelect: (stateId: string) => void;
  onFocus: (state: LaidOutState) => void;
}

/** A state drawn as a focusable SVG button (Enter or Space selects it, as a click does). */
function StateButton({
  state: s,
  isLit,
  isSelected,
  boxClass,
  onSelect,
  onFocus,
}: StateButtonProps) {
  const { t } = useLingui();
  const label = isLit ? t`${s.key} (current)` : s.key;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(s.id);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; role and keys make one.
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={isSelected}
      data-state-id={s.id}
      data-lit={isLit || undefined}
      className={css.stateTarget}
      onClick={() => onSelect(s.id)}
      onKeyDown={onKeyDown}
      onFocus={() => onFocus(s)}
    >
      {s.container ? (
        <rect x={s.x} y={s.y} width={s.width} height={HEADER} rx={10} className={css.hitArea} />
      ) : (
        <rect x={s.x} y={s.y} width={s.width} height={s.height} rx={10} className={boxClass} />
      )}
      {s.final && (
        <rect
          x={s.x + 4}
          y={s.y + 4}
          width={s.width - 8}
          height={s.height - 8}
          rx={7}
          className={css.stateBox}
          style={{ fill: 'none' }}
        />
      )}
      <text
        x={s.container ? s.x + 12 : s.x + s.width / 2}
        y={s.container ? s.y + 22 : s.y + s.height / 2 + 5}
        textAnchor={s.container ? 'start' : 'middle'}
        className={[css.stateKey, s.container && css.containerKey].filter(Boolean).join(' ')}
      >
        {s.key}
      </text>
    </g>
  );
}

function Edge({
  edge,
  arrowId,
  emphasised,
}: {
  edge: LaidOutEdge;
  arrowId: string;
  emphasised: boolean;
}) {
  const [first, ...rest] = edge.points;
  if (!first) return null;
  const d = `M${first.x},${first.y}${rest.map((p) => ` L${p.x},${p.y}`).join('')}`;
  return (
    <g data-edge-id={edge.id}>
      <path
        d={d}
        className={[css.edgePath, emphasised && css.edgeLeaving].filter(Boolean).join(' ')}
        markerEnd={`url(#${arrowId})`}
      />
      {edge.label && (
        <>
          <rect
            x={edge.label.x}
            y={edge.label.y}
            width={edge.label.width}
            height={edge.label.height}
            rx={3}
            className={css.edgeLabelBg}
          />
          <text x={edge.label.x + 4} y={edge.label.y + 13} className={css.edgeLabel}>
            {edge.label.text}
          </text>
        </>
      )}
    </g>
  );
}
