import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The shared Dialog on Chromium's real <dialog> (jsdom has no showModal, so the unit test covers
 * the fallback). The fixture page is built with the app's Vite config and served from memory.
 */
const FIXTURE = 'http://fixture.test/pricing/tests/e2e/fixtures/dialog.html';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};
let outDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  outDir = mkdtempSync(join(tmpdir(), 'sr-dialog-'));
  const { build } = await import('vite');
  await build({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: { input: 'tests/e2e/fixtures/dialog.html' },
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
});

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

  // The page behind is inert: Tab never reaches it, and it cannot be clicked.
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate(() => {
      const active = document.activeElement;
      return active !== null && active !== document.body && !active.closest('dialog');
    });
    expect(outside).toBe(false);
  }
  await expect(page.getByRole('button', { name: 'Something else' })).not.toBeFocused();

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
