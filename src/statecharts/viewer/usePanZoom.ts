import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  type Box,
  centreOn,
  centreOnPoint,
  fitAll,
  initialView,
  inSight,
  keepInSight,
  panBy,
  type Size,
  showsAll,
  type View,
  ZOOM,
  zoomAt,
} from './viewport';

/** A drag shorter than this is a click (on a state, say), not a pan. */
const DRAG_THRESHOLD = 4;
const KEY_PAN = 60;
const REVEAL_MARGIN = 24;

interface Placed {
  content: Size;
  view: View;
  /** Programmatic moves glide; a drag or a wheel follows the hand exactly. */
  glide: boolean;
  /** Until the reader moves the chart, a resized frame gets a fresh opening view. */
  touched: boolean;
}

/**
 * Zoom and pan of the diagram in its frame: buttons, mouse (drag, wheel, Ctrl + wheel), touch
 * (drag, pinch) and keys (arrows, + and −, 0 for the whole machine, 1 for actual size).
 */
export function usePanZoom(
  frameRef: RefObject<HTMLDivElement | null>,
  frame: Size | null,
  content: Size | null,
) {
  const [placed, setPlaced] = useState<Placed | null>(null);

  const current = placed && content && placed.content === content ? placed : null;
  useEffect(() => {
    if (!content || !frame) return;
    setPlaced((p) =>
      p && p.content === content && p.touched
        ? p
        : { content, view: initialView(content, frame), glide: false, touched: false },
    );
  }, [content, frame]);

  const move = useCallback(
    (next: (view: View, frame: Size, content: Size) => View, glide: boolean) =>
      setPlaced((p) =>
        p && frame
          ? {
              ...p,
              view: keepInSight(next(p.view, frame, p.content), p.content, frame),
              glide,
              touched: true,
            }
          : p,
      ),
    [frame],
  );

  const middle = frame ? { x: frame.width / 2, y: frame.height / 2 } : { x: 0, y: 0 };
  const actions = {
    zoomIn: () => move((v) => zoomAt(v, ZOOM.step, middle), true),
    zoomOut: () => move((v) => zoomAt(v, 1 / ZOOM.step, middle), true),
    fit: () => move((_, f, c) => fitAll(c, f), true),
    actualSize: () => move((v) => zoomAt(v, 1 / v.k, middle), true),
    /**
     * The selected state to the middle, so what leaves it comes into view. Not while the whole
     * machine is on screen: everything is in sight already, and moving would lose the overview.
     */
    centre: (box: Box) => move((v, f, c) => (showsAll(v, c, f) ? v : centreOn(v, box, f)), true),
    /** Brings a box into sight if it is not already (a state reached by Tab, say). */
    reveal: (box: Box) =>
      move((v, f) => (inSight(v, box, f, REVEAL_MARGIN) ? v : centreOn(v, box, f)), true),
    lookAt: (point: { x: number; y: number }) => move((v, f) => centreOnPoint(v, point, f), false),
  };

  useWheel(frameRef, move);
  const pointer = usePointers(move);

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => move((v) => panBy(v, KEY_PAN, 0), true),
      ArrowRight: () => move((v) => panBy(v, -KEY_PAN, 0), true),
      ArrowUp: () => move((v) => panBy(v, 0, KEY_PAN), true),
      ArrowDown: () => move((v) => panBy(v, 0, -KEY_PAN), true),
      '+': actions.zoomIn,
      '=': actions.zoomIn,
      '-': actions.zoomOut,
      '0': actions.fit,
      '1': actions.actualSize,
    };
    const act = keys[event.key];
    if (!act || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    act();
  };

  return {
    view: current?.view ?? null,
    glide: current?.glide ?? false,
    actions,
    handlers: { onKeyDown, ...pointer },
  };
}

type Move = (next: (view: View, frame: Size, content: Size) => View, glide: boolean) => void;

/** The frame's size, followed as the window (or the panels beside it) change. */
export function useFrameSize(frameRef: RefObject<HTMLDivElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      // Where nothing is laid out (jsdom), a nominal frame keeps the arithmetic meaningful.
      setSize(width > 0 && height > 0 ? { width, height } : { width: 800, height: 600 });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [frameRef]);
  return size;
}

/** Wheel pans; Ctrl (or ⌘) + wheel, which is also what a trackpad pinch sends, zooms. */
function useWheel(frameRef: RefObject<HTMLDivElement | null>, move: Move) {
  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    // React's wheel listener is passive and cannot keep the page from scrolling as well.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      if (event.ctrlKey || event.metaKey)
        move((v) => zoomAt(v, Math.exp(-event.deltaY * 0.002), at), false);
      else move((v) => panBy(v, -event.deltaX, -event.deltaY), false);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [frameRef, move]);
}

/** One pointer drags the chart; two (fingers) pinch it, about the point between them. */
function usePointers(move: Move) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragging = useRef(false);
  const start = useRef({ x: 0, y: 0 });

  const local = (event: PointerEvent) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    pointers.current.set(event.pointerId, local(event));
    start.current = local(event);
    dragging.current = pointers.current.size > 1;
  };

  const onPointerMove = (event: PointerEvent) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    if (!dragging.current) {
      if (Math.hypot(now.x - start.current.x, now.y - start.current.y) < DRAG_THRESHOLD) return;
      dragging.current = true;
      // Captured only once it is a drag: capturing earlier would turn a click on a state into a
      // click on the frame.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, now);
    const other = others[0]?.[1];
    if (other) {
      const factor =
        Math.hypot(now.x - other.x, now.y - other.y) /
        (Math.hypot(before.x - other.x, before.y - other.y) || 1);
      const mid = { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 };
      move(
        (v) => panBy(zoomAt(v, factor, mid), (now.x - before.x) / 2, (now.y - before.y) / 2),
        false,
      );
    } else move((v) => panBy(v, now.x - before.x, now.y - before.y), false);
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  /** A drag that ends over a state must not also select it. */
  const onClickCapture = (event: MouseEvent) => {
    if (!dragging.current) return;
    dragging.current = false;
    event.stopPropagation();
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp,
    onPointerCancel: onPointerUp,
    onClickCapture,
  };
}
