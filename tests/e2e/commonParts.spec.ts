import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { test } from './test';

/**
 * The shared view parts in Chromium: the Dialog on the real <dialog> (jsdom has no showModal, so
 * the unit test covers the fallback), the DataTable's stacked phone layout, and axe. The fixture
 * page is built with the app's Vite config and served from memory, apart from the app.
 */
const FIXTURE = 'http://fixture.test/pricing/tests/e2e/fixtures/commonParts.html';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
let outDir = '';
// In order on one worker: the page build below is made once for the file, not once per test.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  outDir = mkdtempSync(join(tmpdir(), 'sr-common-parts-'));
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { input: 'tests/e2e/fixtures/commonParts.html' },
    },
  });
});

test.afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test.beforeEach(async ({ page }) => {
  await page.route('http://fixture.test/**', (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/pricing\//, '');
    try {
      const body = readFileSync(join(outDir, path));
      return route.fulfill({
        body,
        contentType: TYPES[extname(path)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(FIXTURE);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared view parts' })).toBeVisible();
});

test.describe('Dialog', () => {
  test('opens modal in the top layer, keeps focus inside, and Escape returns it to the opener', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Remove card' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    // showModal, not a dialog merely opened in place.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('textbox', { name: /Type REMOVE/ })).toBeFocused();
    await expectNoAxeViolations(page);

    // The page behind is inert: Tab never reaches it.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusOutsideDialog(page)).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status', { name: 'Closed by' })).toHaveText('escape');
    await expect(opener).toBeFocused();
  });

  test('the close button and the owner close it too, focus back on the opener each time', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: 'Remove card' });
    await opener.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status', { name: 'Closed by' })).toHaveText('closeButton');
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('button', { name: 'Keep card' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
    // Reopening after a close works (the element is reused, not left half-open).
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Remove this card?' })).toBeVisible();
  });

  test('a close event that arrives after the dialog was opened again does not shut it', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Remove card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toBeVisible();
    // The browser queues "close" after close(); a quick reopen can run before it is delivered.
    await dialog.evaluate((element) => element.dispatchEvent(new Event('close')));
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('status', { name: 'Closed by' })).not.toHaveText('escape');
  });
});

test.describe('DataTable', () => {
  test('at 691 px: a table with its header row, amounts right-aligned in tabular figures', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 691, height: 800 });
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    const amount = table.getByRole('cell', { name: '$9.50' });
    expect(await styleOf(amount, 'display')).toBe('table-cell');
    expect(await styleOf(amount, 'text-align')).toBe('right');
    expect(await styleOf(amount, 'font-variant-numeric')).toBe('tabular-nums');
    await expect(amount.getByText('Amount')).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('at 690 px: each row stacks into label/value lines, headers kept for screen readers', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 690, height: 800 });
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    // The header row group is clipped to a 1 px box: out of sight, still in the table.
    const headerRows = await table.getByRole('rowgroup').first().boundingBox();
    expect(headerRows?.width ?? 0).toBeLessThanOrEqual(1);
    const amount = table.getByRole('cell', { name: '$9.50' });
    expect(await styleOf(amount, 'display')).toBe('flex');
    await expect(amount.getByText('Amount')).toBeVisible();
    const row = await table.getByRole('row', { name: /HK Stocks/ }).boundingBox();
    const table690 = await table.boundingBox();
    expect(row?.width ?? 0).toBeGreaterThan((table690?.width ?? 0) * 0.9);
    await expectNoAxeViolations(page);
  });

  test('an empty table says so; a notice is announced and dismissed', async ({ page }) => {
    await page.getByRole('tab', { name: 'Refunds' }).click();
    await expect(
      page.getByRole('table', { name: 'Refunds' }).getByRole('cell', { name: 'Nothing here yet.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    const notices = page.getByRole('status').filter({ hasText: 'Update Success' });
    await expect(notices).toBeVisible();
    await expectNoAxeViolations(page);
    await notices.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Update Success')).toHaveCount(0);
  });
});

function focusOutsideDialog(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && !active.closest('dialog');
  });
}

function styleOf(locator: Locator, property: string) {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}
