import { readdirSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { STATECHARTS, viewer } from '../pages/statecharts';
import { expectNoAxeViolations } from './helpers';
import { test } from './test';

// The statechart viewer as a product owner reads it: the diagram is the page, it opens readable,
// and it moves under mouse, keys and fingers.

const MACHINE_NAMES = readdirSync('src/machines')
  .filter((f) => /Machine\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

const frameOf = (page: Page, machine: string) =>
  page.getByRole('group', { name: STATECHARTS.diagramOf(machine) });

/** The chart's transform as the page draws it: scale and offset. */
async function transformOf(frame: Locator) {
  return frame.locator('svg > g').evaluate((g) => {
    const m = new DOMMatrix(getComputedStyle(g).transform);
    return { k: m.a, x: m.e, y: m.f };
  });
}

/** Every state button of the chart, by id, where it is on screen; and the frame's own box. */
async function placesOf(page: Page, machine: string) {
  const frame = frameOf(page, machine);
  const box = (await frame.boundingBox()) as Rect;
  const states = await frame.locator('[data-state-id]').evaluateAll((els) =>
    els.map((e) => ({
      id: e.getAttribute('data-state-id') as string,
      rect: e.getBoundingClientRect().toJSON() as Rect,
    })),
  );
  // A leaf: a container's button is only its title bar, while centring takes its whole box.
  const leaf = (id: string) => !states.some((s) => s.id.startsWith(`${id}.`));
  return { box, states, leaves: states.filter((s) => leaf(s.id)) };
}

/** The first leaf state (in the machine's order) the opening view leaves out of the frame. */
async function firstOutOfSight(page: Page, machine: string): Promise<string> {
  const { box, leaves } = await placesOf(page, machine);
  const out = leaves.find((s) => !within(s.rect, box));
  if (!out) throw new Error(`${machine} opens with every state in sight`);
  return out.id;
}

/** A leaf state wholly in the frame but well away from its middle. */
async function visibleOffCentre(page: Page, machine: string): Promise<string> {
  const { box, leaves } = await placesOf(page, machine);
  const middle = centre(box);
  // The minimap sits over the frame's corner; a state under it is not one a person can press.
  const mini = await viewer(page).minimap().boundingBox();
  const underMini = (r: Rect) => !!mini && r.x + r.width > mini.x && r.y + r.height > mini.y;
  const found = leaves.find((s) => {
    const c = centre(s.rect);
    const away = Math.hypot(c.x - middle.x, c.y - middle.y) > 120;
    return within(s.rect, box) && !underMini(s.rect) && away;
  });
  if (!found) throw new Error(`${machine}: no state in sight away from the middle`);
  return found.id;
}

/** How far (px) a state's middle is from the frame's, measured afresh (focus may scroll). */
async function offMiddle(state: Locator, frame: Locator) {
  const c = centre((await state.boundingBox()) as Rect);
  const f = centre((await frame.boundingBox()) as Rect);
  return Math.round(Math.hypot(c.x - f.x, c.y - f.y));
}

async function open(page: Page, machine: string) {
  await page.goto(`${STATECHARTS.address}/${machine}`);
  await expect(frameOf(page, machine).locator('[data-state-id]').first()).toBeVisible();
}

/** Another machine, chosen from the menu of the one open (at widths below the wide screen's). */
async function openFromMenu(page: Page, machine: string) {
  await page.getByText('Machine:').click();
  await page
    .getByRole('navigation', { name: 'Machines' })
    .getByRole('link', { name: new RegExp(`^${machine}\\b`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/statecharts/${machine}$`));
  await expect(frameOf(page, machine).locator('[data-state-id]').first()).toBeVisible();
}

/** Centre of a box, and whether one box lies inside another (1 px of rounding either way). */
const centre = (b: { x: number; y: number; width: number; height: number }) => ({
  x: b.x + b.width / 2,
  y: b.y + b.height / 2,
});
type Rect = { x: number; y: number; width: number; height: number };
const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

async function statesInFrame(page: Page, machine: string) {
  const { box, states } = await placesOf(page, machine);
  return { total: states.length, inside: states.filter((s) => within(s.rect, box)).length };
}

test('at 1280 and 1600 px every machine opens whole, or readable with a minimap', async ({
  page,
}) => {
  // 23 machines at two widths: about 7 s alone, up to twice that beside another worker.
  test.setTimeout(90_000);
  const widths = [{ width: 1280, height: 900 }, STATECHARTS.wideViewport];
  const whole = new Map(widths.map((w) => [w.width, [] as string[]]));
  for (const [index, name] of MACHINE_NAMES.entries()) {
    await page.setViewportSize(widths[0] as (typeof widths)[0]);
    // The first from its address, the others from the machine menu, as a person goes on.
    if (index === 0) await open(page, name);
    else await openFromMenu(page, name);
    // Untouched, the view opens afresh when the window is resized: both widths from one load.
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const where = `${name} at ${viewport.width} px`;
      await expect(frameOf(page, name), where).toBeVisible();
      // The opening view, once the resized frame has been measured: readable, and whole exactly
      // when "Whole machine" says so and no minimap is needed.
      let opened = { zoom: 0, whole: false, consistent: false };
      await expect
        .poll(
          async () => {
            const zoom = await viewer(page).zoom();
            const { total, inside } = await statesInFrame(page, name);
            const pressed = await page
              .getByRole('button', { name: 'Whole machine' })
              .getAttribute('aria-pressed');
            const minimaps = await viewer(page).minimap().count();
            const all = inside === total;
            opened = {
              zoom,
              whole: all,
              consistent: (pressed === 'true') === all && (minimaps === 0) === all,
            };
            // Labels are 12 px in the chart: at 80 % they are still about 9.6 px on screen.
            return opened.zoom >= 80 && opened.consistent;
          },
          { message: `${where}: ${JSON.stringify(opened)}` },
        )
        .toBe(true);
      if (opened.whole) whole.get(viewport.width)?.push(name);
    }
  }
  for (const [width, names] of whole) {
    console.log(`${width} px: ${names.length} of ${MACHINE_NAMES.length} open whole`);
    expect(names.length, `${width} px`).toBeGreaterThanOrEqual(18);
  }
});

test('zoom and pan by buttons, Ctrl + wheel, wheel, drag and keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = 'checkoutMachine';
  await open(page, name);
  const frame = frameOf(page, name);
  const v = viewer(page);
  expect(await v.zoom()).toBe(80);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => v.zoom()).toBe(100);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => v.zoom()).toBe(80);

  // Ctrl + wheel zooms about the pointer; a plain wheel moves the chart.
  const box = (await frame.boundingBox()) as Rect;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(() => v.zoom()).toBeGreaterThan(100);
  const beforeWheel = await transformOf(frame);
  await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await transformOf(frame)).y).toBeCloseTo(beforeWheel.y - 200, 0);

  // A drag from an empty part of the frame moves the chart with the pointer.
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect.poll(() => v.zoom()).toBe(100);
  await page.waitForTimeout(300);
  const beforeDrag = await transformOf(frame);
  const from = { x: box.x + 8, y: box.y + 8 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 4 });
  await page.mouse.up();
  const afterDrag = await transformOf(frame);
  expect(afterDrag.x - beforeDrag.x).toBeCloseTo(60, 0);
  expect(afterDrag.y - beforeDrag.y).toBeCloseTo(40, 0);
  // The drag ended as a drag: nothing was selected by it.
  await expect(v.breadcrumb()).toContainText('No state selected');

  // Keys, with the frame focused: arrows move, + and − zoom, 0 shows the whole machine.
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await transformOf(frame)).x).toBeCloseTo(afterDrag.x - 60, 0);
  await page.keyboard.press('+');
  await expect.poll(() => v.zoom()).toBe(125);
  await page.keyboard.press('-');
  await expect.poll(() => v.zoom()).toBe(100);
  await page.keyboard.press('0');
  await expect(page.getByRole('button', { name: 'Whole machine' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => {
      const { total, inside } = await statesInFrame(page, name);
      return total - inside;
    })
    .toBe(0);
});

test('the selected state is centred, the breadcrumb climbs out, Esc clears it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = 'checkoutMachine';
  await open(page, name);
  const frame = frameOf(page, name);
  const v = viewer(page);
  await expect(v.statePanel()).toContainText('No state selected.');
  await expect(v.statePanel()).not.toContainText('None: nothing leaves this state.');

  // A state out of sight, reached by keyboard and chosen with Enter, comes to the middle.
  const hidden = await firstOutOfSight(page, name);
  const idle = v.stateButton(hidden);
  await idle.focus();
  await page.keyboard.press('Enter');
  await expect(idle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => offMiddle(idle, frame)).toBeLessThanOrEqual(2);
  // A state clicked in a part of the chart comes to the middle too.
  const other = v.stateButton(await visibleOffCentre(page, name));
  await other.click();
  await expect.poll(() => offMiddle(other, frame)).toBeLessThanOrEqual(2);
  // With the whole machine on screen, choosing a state moves nothing.
  await frame.focus();
  await page.keyboard.press('0');
  await page.waitForTimeout(400);
  const whole = await transformOf(frame);
  await idle.click();
  expect(await transformOf(frame)).toEqual(whole);

  // The breadcrumb names each level, outermost first, and climbs out a level at a time.
  const parts = hidden.split('.');
  const crumbs = v.breadcrumb().getByRole('button');
  await expect(crumbs).toHaveText(parts);
  await expect(crumbs.last()).toHaveAttribute('aria-current', 'location');
  const parentId = parts.slice(0, -1).join('.');
  await crumbs.nth(parts.length - 2).click();
  if (parts.length > 2) {
    await expect(v.statePanel().getByRole('heading', { level: 2 })).toHaveText(parts.at(-2) ?? '');
    await expect(v.stateButton(parentId)).toHaveAttribute('aria-pressed', 'true');
  } else await expect(v.breadcrumb()).toContainText('No state selected');
  await idle.click();

  await frame.focus();
  await page.keyboard.press('Escape');
  await expect(v.breadcrumb()).toContainText('No state selected');
  await expect(v.statePanel()).toContainText('No state selected.');
});

test('a state reached by Tab is brought into sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = 'planMachine';
  await open(page, name);
  const frame = frameOf(page, name);
  const frameBox = (await frame.boundingBox()) as Rect;
  const ids = await frame
    .locator('[data-state-id]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-state-id') as string));
  let checked = 0;
  for (const id of ids) {
    const button = viewer(page).stateButton(id);
    const box = (await button.boundingBox()) as Rect;
    if (within(box, frameBox) || box.width > frameBox.width) continue;
    await button.focus();
    await expect
      // Focus may scroll the page as well, so the frame is measured again.
      .poll(
        async () =>
          within((await button.boundingBox()) as Rect, (await frame.boundingBox()) as Rect),
        { message: `${id} brought into sight` },
      )
      .toBe(true);
    checked += 1;
  }
  expect(checked, 'states that opened out of sight').toBeGreaterThan(0);
});

test('machine names stay whole and the heading lines up with the panels', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 900 }, STATECHARTS.wideViewport]) {
    await page.setViewportSize(viewport);
    await open(page, 'deviceRegistrationMachine');
    if (viewport.width < 1500) await page.getByText('Machine:').click();
    const names = page
      .getByRole('navigation', { name: 'Machines' })
      .getByRole('link')
      .locator('span:first-child');
    const heights = await names.evaluateAll((els) =>
      els.map((e) => {
        const style = getComputedStyle(e);
        return e.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
      }),
    );
    expect(heights.length).toBe(MACHINE_NAMES.length);
    for (const lines of heights) expect(lines, `${viewport.width} px`).toBeLessThan(1.5);
    const h1 = (await page.getByRole('heading', { level: 1 }).boundingBox()) as Rect;
    const firstColumn = (await page
      .getByRole('navigation', { name: 'Machines' })
      .or(page.locator('summary'))
      .first()
      .boundingBox()) as Rect;
    expect(Math.abs(h1.x - firstColumn.x), `${viewport.width} px`).toBeLessThanOrEqual(1);
  }
});

test('the machine menu (between phone and wide screen) leads to another machine', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, 'deviceRegistrationMachine');
  await openFromMenu(page, 'userMachine');
  // The menu closed behind the choice.
  await expect(page.getByRole('navigation', { name: 'Machines' })).toBeHidden();
});

test('on a phone: one finger drags, two pinch, and axe finds nothing', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    baseURL,
  });
  const page = await context.newPage();
  const name = 'userMachine';
  await open(page, name);
  const frame = frameOf(page, name);
  const box = (await frame.boundingBox()) as Rect;
  const cdp = await context.newCDPSession(page);
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
    });
  const c = centre(box);

  const before = await transformOf(frame);
  await touch('touchStart', [{ x: c.x, y: c.y }]);
  for (let i = 1; i <= 5; i++) await touch('touchMove', [{ x: c.x - i * 10, y: c.y }]);
  await touch('touchEnd', []);
  expect((await transformOf(frame)).x - before.x).toBeCloseTo(-50, 0);

  const zoomBefore = await viewer(page).zoom();
  await touch('touchStart', [
    { x: c.x - 20, y: c.y },
    { x: c.x + 20, y: c.y },
  ]);
  for (let i = 1; i <= 5; i++)
    await touch('touchMove', [
      { x: c.x - 20 - i * 10, y: c.y },
      { x: c.x + 20 + i * 10, y: c.y },
    ]);
  await touch('touchEnd', []);
  expect(await viewer(page).zoom()).toBeGreaterThan(zoomBefore * 1.5);

  await expectNoAxeViolations(page);
  await context.close();
});
