import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { playwrightPerson } from '../pages/playwrightPerson';
import { signIn as signInAs } from '../pages/shell';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** An Android phone's Chromium (not Safari: the API client treats Safari apart). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Demo data back to its seeded state, so tests do not depend on each other. */
export async function resetDemo({ request }: { request: APIRequestContext }) {
  const reset = await request.post('/__test/reset', { data: { scenario: 'demo' } });
  expect(reset.ok()).toBe(true);
}

/** E2E_SHOTS=<dir> saves full-page screenshots for people to look at. */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** axe-core's minified build (650 KB), read once per worker. */
const axeScript = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The rules axe finds broken on the page as it is now (every rule axe has, not a chosen few).
 * axe goes into a document once and is run there as often as asked: @axe-core/playwright
 * evaluated its unminified source (1.5 MB) twice for every check, which was more than half of
 * each check's time (157 checks took 128 s of the browser tests). These screens have no frames,
 * so axe's own run over the document sees all of it.
 */
export async function axeFindings(page: Page): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe };
    // Asked only for what breaks a rule.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/** What axe finds on the page as it is now, one line per rule broken, with where. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeFindings(page)).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Issue 16, point 5: a phone's header is one row (name, Sign in while signed out, Menu). */
export async function expectOneHeaderRow(page: Page, where: string) {
  const banner = await page.getByRole('banner').boundingBox();
  expect(banner?.height ?? 0, `${where}: header height`).toBeLessThanOrEqual(70);
}

/**
 * Every error and warning the page's console shows from now on, and every error thrown without
 * a catch (React reports a failed hydration that way): a visitor's console stays clean.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Fills the server's sign-in page, as a person does. */
export const signIn = (page: Page, email: string) => signInAs(playwrightPerson(page), email);

/** Signs in through the login page and lands on `path` (an app path under /pricing). */
export async function openSignedIn(page: Page, email: string, path: string) {
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signIn(page, email);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

export async function newPage(
  browser: Browser,
  options: { locale?: string; mobile?: boolean } = {},
) {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.mobile ? MOBILE : DESKTOP,
    // A phone says so (its user agent, and Chromium's Sec-CH-UA-Mobile, which follows isMobile),
    // and the server draws the pricing page for a phone from the first paint. With a desktop's
    // word at a phone's width, the drawn page is the desktop's until the app lays it out again.
    ...(options.mobile ? { userAgent: PHONE_USER_AGENT, isMobile: true } : {}),
  });
  return context.newPage();
}
