import { type PointerEvent, useRef } from 'react';
import type { LaidOutState, MachineLayout } from './layout';
import * as css from './viewer.css';
import { type Size, type View, visibleArea } from './viewport';

const WIDTH = 180;
const MAX_HEIGHT = 120;

/**
 * The whole machine in small with the part on screen outlined; pressing or dragging in it moves
 * the view there. A pointer aid only: the keys and the breadcrumb do the same for everyone.
 */
export function Minimap({
  layout,
  view,
  frame,
  onLookAt,
}: {
  layout: MachineLayout;
  view: View;
  frame: Size;
  onLookAt: (point: { x: number; y: number }) => void;
}) {
  const pressed = useRef(false);
  const scale = Math.min(WIDTH / layout.width, MAX_HEIGHT / layout.height);
  const area = visibleArea(view, frame);
  const states = layout.nodes.filter((n): n is LaidOutState => n.kind === 'state');

  const lookAt = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onLookAt({ x: (event.clientX - rect.left) / scale, y: (event.clientY - rect.top) / scale });
  };
  // The frame behind must not take these as a drag of the chart itself.
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.stopPropagation();
    pressed.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    lookAt(event);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    event.stopPropagation();
    if (pressed.current) lookAt(event);
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    event.stopPropagation();
    pressed.current = false;
  };

  return (
    <svg
      aria-hidden="true"
      data-minimap=""
      className={css.minimap}
      width={layout.width * scale}
      height={layout.height * scale}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      {states.map((s) => (
        <rect
          key={s.id}
          x={s.x}
          y={s.y}
          width={s.width}
          height={s.height}
          rx={8}
          className={s.container ? css.miniContainer : css.miniState}
        />
      ))}
      <rect
        x={area.x}
        y={area.y}
        width={area.width}
        height={area.height}
        className={css.miniView}
      />
    </svg>
  );
}
