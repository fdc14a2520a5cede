import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Breadcrumb } from './Breadcrumb';
import { Diagram } from './Diagram';
import type { LaidOutState, MachineLayout } from './layout';
import { Minimap } from './Minimap';
import { pickLayout } from './useLayout';
import { useFrameSize, usePanZoom } from './usePanZoom';
import * as css from './viewer.css';
import { showsAll } from './viewport';

export interface DiagramPanelProps {
  machine: AnyStateMachine;
  machineName: string;
  /** The machine laid out each way; the one that fits the frame better is drawn. */
  layouts: MachineLayout[];
  lit: ReadonlySet<string>;
  selected: string | null;
  onSelect: (stateId: string | null) => void;
  /** What the lit states mean: a simulation's, or the running app's. */
  simulating: boolean;
}

/**
 * The diagram in a frame of its own: it opens showing the whole machine (or, for one too large to
 * read that way, a readable part of it with a minimap of the rest), zooms and pans by buttons,
 * mouse, touch and keys, and centres the selected state unless the whole machine is in view.
 */
export function DiagramPanel(props: DiagramPanelProps) {
  const { machine, machineName, layouts, lit, selected, onSelect, simulating } = props;
  const { t } = useLingui();
  const hintId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useFrameSize(frameRef);
  const layout = useMemo(() => (frame ? pickLayout(layouts, frame) : null), [layouts, frame]);
  const { view, glide, actions, handlers } = usePanZoom(frameRef, frame, layout);

  const boxOf = (id: string | null) =>
    layout?.nodes.find((n): n is LaidOutState => n.kind === 'state' && n.id === id);
  const selectedBox = boxOf(selected);
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the selection (or the drawing) changes, not on every pan.
  useEffect(() => {
    if (selectedBox) actions.centre(selectedBox);
  }, [selectedBox]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selected) {
      event.preventDefault();
      onSelect(null);
      return;
    }
    handlers.onKeyDown(event);
  };
  const whole = !!(view && layout && frame && showsAll(view, layout, frame));

  return (
    <section className={css.diagramPanel} aria-label={t`Diagram`}>
      <div className={css.toolbar}>
        <Breadcrumb machine={machine} selected={selected} onSelect={onSelect} />
        <div className={css.buttonRow}>
          <button type="button" className={css.smallButton} onClick={actions.zoomOut}>
            <span aria-hidden="true">−</span>
            <span className={css.visuallyHidden}>
              <Trans>Zoom out</Trans>
            </span>
          </button>
          <span className={css.zoomLevel}>{view ? `${Math.round(view.k * 100)} %` : ''}</span>
          <button type="button" className={css.smallButton} onClick={actions.zoomIn}>
            <span aria-hidden="true">+</span>
            <span className={css.visuallyHidden}>
              <Trans>Zoom in</Trans>
            </span>
          </button>
          <button
            type="button"
            className={css.smallButton}
            aria-pressed={whole}
            onClick={actions.fit}
          >
            <Trans>Whole machine</Trans>
          </button>
          <button
            type="button"
            className={css.smallButton}
            aria-pressed={view?.k === 1}
            onClick={actions.actualSize}
          >
            <Trans>Actual size</Trans>
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing with buttons in it; a fieldset would mean a form. */}
      <div
        ref={frameRef}
        className={css.diagramFrame}
        role="group"
        aria-label={t`Statechart of ${machineName}`}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame takes the arrow and zoom keys.
        tabIndex={0}
        {...handlers}
        onKeyDown={onKeyDown}
      >
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: the frame around it is the named group. */}
        <svg className={css.svg} width="100%" height="100%">
          {layout && view && (
            <g
              className={glide ? css.glide : undefined}
              style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }}
            >
              <Diagram
                layout={layout}
                lit={lit}
                selected={selected}
                onSelect={onSelect}
                onFocusState={actions.reveal}
              />
            </g>
          )}
        </svg>
        {layout && view && frame && !whole && (
          <Minimap layout={layout} view={view} frame={frame} onLookAt={actions.lookAt} />
        )}
      </div>
      <p className={css.muted}>
        {simulating ? (
          <Trans>Lit: the simulation's current state.</Trans>
        ) : (
          <Trans>Lit: where the running app's actors are now.</Trans>
        )}{' '}
        <span id={hintId}>
          <Trans>
            Drag or scroll to move, pinch or Ctrl + scroll to zoom. Keys: arrows move, + and − zoom,
            0 shows the whole machine, Esc clears the selection.
          </Trans>
        </span>
      </p>
    </section>
  );
}
