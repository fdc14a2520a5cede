/**
 * Where the diagram sits in its frame: a point p of the chart is drawn at p × k + (x, y).
 * Pure arithmetic, so zooming, panning and centring are tested without a browser.
 */
export interface View {
  k: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Box extends Size {
  x: number;
  y: number;
}

export const ZOOM = {
  min: 0.2,
  max: 3,
  /** Below this the 12 px edge labels drop under about 9.5 px on screen: too small to read. */
  readable: 0.8,
  /** A machine that fits is not blown up past this: large type looks like a different chart. */
  fitMax: 1.25,
  step: 1.25,
} as const;

const PAD = 16;
/** However far it is dragged, this much of the chart stays in the frame. */
const KEEP = 48;

const clampK = (k: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, k));

/** The scale at which the whole chart fits the frame. */
export function fitScale(content: Size, frame: Size): number {
  if (content.width <= 0 || content.height <= 0) return 1;
  return Math.min(
    (frame.width - 2 * PAD) / content.width,
    (frame.height - 2 * PAD) / content.height,
  );
}

/** The whole chart, centred, however small its type becomes. */
export function fitAll(content: Size, frame: Size): View {
  const k = clampK(Math.min(ZOOM.fitMax, fitScale(content, frame)));
  return {
    k,
    x: (frame.width - content.width * k) / 2,
    y: (frame.height - content.height * k) / 2,
  };
}

/**
 * The opening view: the whole chart when it fits at a readable size; otherwise the readable size,
 * starting where the machine starts (its top left, where the initial state is drawn).
 */
export function initialView(content: Size, frame: Size): View {
  if (fitScale(content, frame) >= ZOOM.readable) return fitAll(content, frame);
  const k = ZOOM.readable;
  const centred = (frameLength: number, length: number) =>
    length * k <= frameLength - 2 * PAD ? (frameLength - length * k) / 2 : PAD;
  return { k, x: centred(frame.width, content.width), y: centred(frame.height, content.height) };
}

/** Whether every part of the chart is inside the frame. */
export function showsAll(view: View, content: Size, frame: Size): boolean {
  return (
    view.x >= -0.5 &&
    view.y >= -0.5 &&
    view.x + content.width * view.k <= frame.width + 0.5 &&
    view.y + content.height * view.k <= frame.height + 0.5
  );
}

/** Zooms by factor about a point of the frame, which stays where it is (the pointer, say). */
export function zoomAt(view: View, factor: number, at: { x: number; y: number }): View {
  const k = clampK(view.k * factor);
  const ratio = k / view.k;
  return { k, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export function panBy(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Keeps some of the chart in sight, so a hard drag cannot lose it. */
export function keepInSight(view: View, content: Size, frame: Size): View {
  const limit = (offset: number, length: number, frameLength: number) =>
    Math.min(frameLength - KEEP, Math.max(KEEP - length * view.k, offset));
  return {
    k: view.k,
    x: limit(view.x, content.width, frame.width),
    y: limit(view.y, content.height, frame.height),
  };
}

/**
 * Moves a box of the chart to the middle of the frame, keeping the zoom unless the box would not
 * fit, in which case it zooms out until it does (but never past the minimum).
 */
export function centreOn(view: View, box: Box, frame: Size): View {
  const k = clampK(Math.min(view.k, fitScale(box, frame)));
  return {
    k,
    x: frame.width / 2 - (box.x + box.width / 2) * k,
    y: frame.height / 2 - (box.y + box.height / 2) * k,
  };
}

/** Whether a box of the chart is wholly in the frame, at least `margin` px from its edges. */
export function inSight(view: View, box: Box, frame: Size, margin = 0): boolean {
  const left = box.x * view.k + view.x;
  const top = box.y * view.k + view.y;
  return (
    left >= margin &&
    top >= margin &&
    left + box.width * view.k <= frame.width - margin &&
    top + box.height * view.k <= frame.height - margin
  );
}

/** The part of the chart the frame shows, in the chart's own coordinates (for the minimap). */
export function visibleArea(view: View, frame: Size): Box {
  return {
    x: -view.x / view.k,
    y: -view.y / view.k,
    width: frame.width / view.k,
    height: frame.height / view.k,
  };
}

/** The view that puts a point of the chart in the middle of the frame, at the same zoom. */
export function centreOnPoint(view: View, point: { x: number; y: number }, frame: Size): View {
  return {
    k: view.k,
    x: frame.width / 2 - point.x * view.k,
    y: frame.height / 2 - point.y * view.k,
  };
}
