import { describe, expect, it } from 'vitest';
import {
  centreOn,
  fitAll,
  initialView,
  inSight,
  keepInSight,
  showsAll,
  visibleArea,
  ZOOM,
  zoomAt,
} from '../../../src/statecharts/viewer/viewport';

const frame = { width: 800, height: 600 };
/** Where a point of the chart lands in the frame. */
const onScreen = (v: { k: number; x: number; y: number }, p: { x: number; y: number }) => ({
  x: p.x * v.k + v.x,
  y: p.y * v.k + v.y,
});

describe('the diagram viewport', () => {
  it('opens a small machine whole and centred, not blown up past 125 %', () => {
    const view = initialView({ width: 300, height: 100 }, frame);
    expect(view.k).toBe(ZOOM.fitMax);
    expect(showsAll(view, { width: 300, height: 100 }, frame)).toBe(true);
    expect(view.x).toBeCloseTo((800 - 300 * 1.25) / 2);
  });

  it('opens a machine that fits at a readable size whole, scaled down to fit', () => {
    const content = { width: 900, height: 400 };
    const view = initialView(content, frame);
    expect(view.k).toBeGreaterThanOrEqual(ZOOM.readable);
    expect(view.k).toBeLessThan(1);
    expect(showsAll(view, content, frame)).toBe(true);
  });

  it('opens a machine too large to read whole at the readable size, from its start', () => {
    const content = { width: 2400, height: 500 };
    const view = initialView(content, frame);
    expect(view.k).toBe(ZOOM.readable);
    expect(showsAll(view, content, frame)).toBe(false);
    expect(view.x).toBe(16);
    // Its height fits, so it is centred that way.
    expect(view.y).toBeCloseTo((600 - 500 * ZOOM.readable) / 2);
    // "Whole machine" still shows all of it, however small.
    expect(showsAll(fitAll(content, frame), content, frame)).toBe(true);
  });

  it('zooms about the pointer: the point under it stays put; within the limits', () => {
    const view = { k: 1, x: 10, y: 20 };
    const at = { x: 300, y: 200 };
    const zoomed = zoomAt(view, 1.5, at);
    const chartPoint = { x: (at.x - view.x) / view.k, y: (at.y - view.y) / view.k };
    expect(onScreen(zoomed, chartPoint).x).toBeCloseTo(at.x);
    expect(onScreen(zoomed, chartPoint).y).toBeCloseTo(at.y);
    expect(zoomAt(view, 100, at).k).toBe(ZOOM.max);
    expect(zoomAt(view, 0.001, at).k).toBe(ZOOM.min);
  });

  it('centres a state, keeping the zoom unless the state would not fit', () => {
    const box = { x: 1000, y: 700, width: 120, height: 36 };
    const view = centreOn({ k: 0.8, x: 0, y: 0 }, box, frame);
    expect(view.k).toBe(0.8);
    const middle = onScreen(view, { x: 1060, y: 718 });
    expect(middle.x).toBeCloseTo(400);
    expect(middle.y).toBeCloseTo(300);
    expect(inSight(view, box, frame)).toBe(true);
    const big = centreOn({ k: 1, x: 0, y: 0 }, { x: 0, y: 0, width: 1600, height: 300 }, frame);
    expect(big.k).toBeLessThan(0.5);
  });

  it('keeps some of the chart in sight however far it is dragged', () => {
    const content = { width: 1000, height: 500 };
    const lost = keepInSight({ k: 1, x: -5000, y: 5000 }, content, frame);
    expect(lost.x + content.width).toBeGreaterThanOrEqual(48);
    expect(lost.y).toBeLessThanOrEqual(600 - 48);
  });

  it('says which part of the chart the frame shows (the minimap outline)', () => {
    expect(visibleArea({ k: 2, x: -100, y: -50 }, frame)).toEqual({
      x: 50,
      y: 25,
      width: 400,
      height: 300,
    });
  });
});
