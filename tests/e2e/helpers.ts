import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { playwrightPerson } from '../pages/playwrightPerson';
import { signIn as signInAs } from '../pages/shell';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
/** An Android phone's Chromium (not Safari: the API client treats Safari apart). */
export const PHONE_USER_AGENT =
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

/** The rules axe finds broken on the page as it is now (every rule axe has, not a chosen few). */
export async function axeFindings(page: Page) {
  // @axe-core/playwright types its page against the top-level playwright-core, which can be a
  // different release than the one @playwright/test bundles; the runtime object is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  // Asked only for what breaks a rule. Legacy mode runs axe in the page itself: the default opens a
  // blank page (a renderer of its own) per check to merge frames' results, and these screens have
  // no frames to merge (the 500-charge table's check: 18 s -> under 2 s).
  const { violations } = await new AxeBuilder({ page: axePage })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations;
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
