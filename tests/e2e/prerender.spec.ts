import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { openApp, playwrightPerson } from '../pages/playwrightPerson';
import { shell } from '../pages/shell';
import { consoleProblems, DESKTOP, MOBILE, openSignedIn, resetDemo } from './helpers';
import { test } from './test';

// The open pricing page arrives drawn by the server (server/plugins/prerender.ts, built from the
// app's own routes and views) and the app carries on from it: nothing jumps, nothing is fetched
// again, and it works as before.
test.beforeEach(resetDemo);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function visit(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  // Every layout shift from the first paint on, and every price-list call the app makes.
  await page.addInitScript(() => {
    // Each shift with what moved (element, from, to), so a failure says where to look.
    const seen: { value: number; moved: string }[] = [];
    Object.assign(window, { layoutShifts: seen });
    type Moved = {
      node?: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    };
    const where = ({ node, previousRect: a, currentRect: b }: Moved) =>
      `${node?.nodeName}.${(node as Element | null)?.className ?? ''} (${a.x},${a.y} ${a.width}×${a.height}) -> (${b.x},${b.y} ${b.width}×${b.height})`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: Moved[] };
        seen.push({
          value: shift.value,
          moved: `${shift.value.toFixed(5)} at ${Math.round(shift.startTime)} ms: ${(shift.sources ?? []).map(where).join('; ')}`,
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The drawn heading, taken before any script runs (deferred scripts run after 'interactive').
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        Object.assign(window, { drawnHeading: document.querySelector('h1') });
    });
  });
  const priceListCalls: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/pc/pl')) priceListCalls.push(request.url());
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { page, context, priceListCalls, scripts };
}

/** The app took over the drawn elements themselves (hydration), not a copy drawn anew. */
const keptDrawnHeading = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
    return drawn?.isConnected === true && drawn === document.querySelector('h1');
  });

/**
 * Taking over moved nothing a person could see: the shifts add up to less than Lighthouse shows
 * as a CLS of 0.000. CI once saw one of 0.00016 (a single sub-pixel move, not seen in 60 runs
 * here); each shift is listed with what moved, so a real one says where to look.
 */
async function expectNothingMoved(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; moved: string }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, shifts.map((shift) => shift.moved).join('\n')).toBeLessThan(0.0005);
}

test('without JavaScript: header, heading, intro and the five plans with prices, in zh_HK', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await visit(browser, baseURL, {
    javaScriptEnabled: false,
    locale: 'zh-HK',
    viewport: DESKTOP,
  });
  await page.goto('/pricing/');
  await expect(page).toHaveTitle('價格方案');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('navigation', { name: '主要導覽' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '價格方案' })).toBeVisible();
  await expect(page.getByText('為港股及A股投資者而設的研究服務')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(
    page.getByRole('article', { name: '組合尊享版' }).getByText('US$49.00'),
  ).toBeVisible();
  // Styled: the plans stand side by side, not one long column.
  const boxes = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
  expect(new Set(boxes.map(Math.round)).size).toBeLessThan(5);
  await context.close();
});

test('the app takes over the drawn page: no shift, no second price list, no console noise, and it works', async ({
  browser,
  baseURL,
}) => {
  const { page, context, priceListCalls, scripts } = await visit(browser, baseURL, {
    locale: 'en-US',
    viewport: DESKTOP,
  });
  const problems = consoleProblems(page);
  await openApp(page, '/pricing/');
  // The app's own address for the page.
  await page.waitForURL('**/pricing/pricing');
  const combo = page.getByRole('article', { name: 'Combo Premium' });
  await expect(combo.getByText('$49.00')).toBeVisible();
  // Taking over moved nothing (what the person's own choices move afterwards is theirs).
  await expectNothingMoved(page);
  expect(await keptDrawnHeading(page)).toBe(true);
  await page.getByRole('radio', { name: 'Annually', exact: true }).check();
  await expect(page).toHaveURL(/cycle=12/);
  await expect(combo.getByText('$49.00')).toHaveCount(0);
  await page.getByRole('radio', { name: 'HKD' }).check();
  await expect(combo.getByText('HK$305.75 per month')).toBeVisible();
  expect(priceListCalls).toEqual([]);
  // Nor did it load the API client (ky, valibot, the schemas): nothing here called the API.
  const apiClient = () => scripts.filter((path) => /\/api-[\w-]+\.js$/.test(path));
  expect(apiClient()).toEqual([]);
  // A page the server did not draw (a choice in the address) loads it for its price list.
  await page.goto('/pricing/pricing?currency=HKD');
  await expect(combo.getByText('HK$382.00 per month')).toBeVisible();
  expect(apiClient()).toHaveLength(1);
  expect(priceListCalls).toHaveLength(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('a choice made before the app takes over is kept: the billing cycle and the language', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await visit(browser, baseURL, { locale: 'en-US', viewport: DESKTOP });
  const problems = consoleProblems(page);
  // The app's code is held back, as on a slow phone: for now the drawn page is all there is.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/[\w.-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/pricing/');
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  await page.getByRole('radio', { name: 'Annually', exact: true }).click();
  // Held, not shown against monthly prices the app never changed.
  await expect(monthly).toBeChecked();
  await shell(playwrightPerson(page)).chooseLanguage('zh-HK');
  release();
  // Made again once the app has taken over: annual prices, in Hong Kong Chinese.
  await expect(page.getByRole('radio', { name: '按年' })).toBeChecked();
  await expect(page).toHaveURL(/cycle=12/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const combo = page.getByRole('article', { name: '組合尊享版' });
  await expect(combo.getByText('US$470.00 每年')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('on a phone it arrives in the phone layout, and stays put when the app starts', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await visit(browser, baseURL, {
    locale: 'en-US',
    viewport: MOBILE,
    userAgent: IPHONE,
    isMobile: true,
    hasTouch: true,
  });
  const drawn = await (
    await page.request.get('/pricing/', { headers: { 'user-agent': IPHONE } })
  ).text();
  expect(drawn).toContain('data-layout="mobile"');
  // The real build's scripts, not a stand-in's, are not in the page: its starter asks for them.
  const withoutStarter = drawn.replace(/<script>[\s\S]*?<\/script>/, '');
  expect(withoutStarter).not.toMatch(/<script type="module"|rel="modulepreload"/);
  const problems = consoleProblems(page);
  await page.goto('/pricing/');
  await page.waitForURL('**/pricing/pricing');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expectNothingMoved(page);
  expect(await keptDrawnHeading(page)).toBe(true);
  // Nothing is fetched before the first paint: the page shows, then its modules are asked for.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime,
    modules: performance
      .getEntriesByType('resource')
      .filter((r) => /\/static\/js\/[^/]+\.js$/.test(r.name))
      .map((r) => r.startTime),
  }));
  expect(timing.paint, 'a first paint was recorded').toBeGreaterThan(0);
  expect(timing.modules.length).toBeGreaterThan(0);
  expect(Math.min(...timing.modules)).toBeGreaterThan(timing.paint ?? Number.POSITIVE_INFINITY);
  expect(problems).toEqual([]);
  await context.close();
});

test('a visitor who chose another language than the browser’s gets the page in theirs', async ({
  browser,
  baseURL,
}) => {
  // The browser says English; the visitor picked Simplified Chinese here before (saved locally,
  // cookie gone): the drawn English page gives way to the app's own, in Chinese.
  const { page, context } = await visit(browser, baseURL, { locale: 'en-US', viewport: DESKTOP });
  await page.addInitScript(() => localStorage.setItem('sr.lang', 'zh_CN'));
  const problems = consoleProblems(page);
  await page.goto('/pricing/');
  await expect(page.getByRole('heading', { level: 1, name: '价格方案' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  expect(problems).toEqual([]);
  await context.close();
});

test('a signed-in visitor gets the app page as before, with their own header', async ({ page }) => {
  await openSignedIn(page, 'active@demo.test', '/pricing/personalcentre/myplans');
  const html = await (await page.request.get('/pricing/')).text();
  expect(html).not.toContain('sr-prerendered');
  await page.goto('/pricing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('active@demo.test')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});
