import { expect, type Page } from '@playwright/test';
import { CARDS_URL } from '../pages/cards';
import { contactUrl } from '../pages/contact';
import { MY_PLANS } from '../pages/plans';
import { MY_CODES_URL, SCHEDULE_URL } from '../pages/promotion';
import { REFERRAL_URL } from '../pages/referral';
import { STATECHARTS } from '../pages/statecharts';
import { SUCCESS } from '../pages/successfulOrder';
import { axeViolations, DESKTOP, MOBILE, openSignedIn, resetDemo } from './helpers';
import { test } from './test';

// Issue 16's figure: axe finds nothing on any built screen, in English and Traditional Chinese, on
// a desktop and on a phone. The screens a plan leads to are found as a person finds them, from the
// links of the first plan on My Plan.

test.beforeEach(resetDemo);
test.describe.configure({ timeout: 180_000 });

const MEMBER = 'active@demo.test';
const OFFER = '/pricing/products/offerselection?product=COMBO&cycle=1&currency=USD';

const OPEN_SCREENS = [
  '/pricing/pricing',
  '/login',
  '/signup',
  `${STATECHARTS.address}/checkoutMachine`,
];

const ACCOUNT_SCREENS = [
  OFFER,
  '/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD',
  SUCCESS.address,
  MY_PLANS,
  CARDS_URL,
  contactUrl(),
  MY_CODES_URL,
  SCHEDULE_URL,
  REFERRAL_URL,
];

const axeOf = async (page: Page, where: string) =>
  (await axeViolations(page)).map((v) => `${where}: ${v}`);

/** One screen at both widths: loaded once on a desktop, then narrowed to a phone's width. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  // Content that loads after the heading (plans, tables) is part of the screen too.
  await page.waitForLoadState('networkidle');
  const desktop = await axeOf(page, `${path} at ${DESKTOP.width} px`);
  await page.setViewportSize(MOBILE);
  // The app lays a screen out for a phone as the width changes (the sign-in pages by CSS alone).
  await page.waitForFunction(() => !document.querySelector('[data-layout="desktop"]'));
  return [...desktop, ...(await axeOf(page, `${path} at ${MOBILE.width} px`))];
}

/** From My Plan (open): the pages one plan leads to (billing history, activity, an invoice, the upgrade), by its links. */
async function planScreens(page: Page): Promise<string[]> {
  const plan = page.getByRole('article').first();
  await expect(plan).toBeVisible();
  const hrefs = await plan
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => `${(a as HTMLAnchorElement).pathname}${(a as HTMLAnchorElement).search}`),
    );
  const billing = hrefs.find((h) => h.includes('/billing/'));
  const found = [...new Set(hrefs.filter((h) => h.startsWith('/pricing/')))];
  if (billing) {
    await page.goto(billing);
    const invoice = page.locator('a[href*="/invoice/"]').first();
    await expect(invoice).toBeVisible();
    found.push(new URL((await invoice.getAttribute('href')) ?? '', page.url()).pathname);
  }
  await page.goto(OFFER);
  await page.getByRole('button', { name: 'Continue to upgrade' }).click();
  await page.waitForURL(/upgrade=\d+/);
  found.push(new URL(page.url()).pathname + new URL(page.url()).search);
  return [...new Set(found)];
}

for (const locale of ['en-US', 'zh-HK']) {
  test(`axe: every screen in ${locale}, at 1280 and 390 px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US', viewport: DESKTOP, baseURL });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of OPEN_SCREENS) found.push(...(await violationsOn(page, path)));
    await page.setViewportSize(DESKTOP);
    await openSignedIn(page, MEMBER, MY_PLANS);
    // As a person would, let the first signed-in page arrive before going on: leaving it at once
    // aborts its start-up requests (see the closing note of this stop).
    await expect(page.getByRole('article').first()).toBeVisible();
    const planPaths = await planScreens(page);
    expect(planPaths.length, 'screens found from a plan').toBeGreaterThanOrEqual(3);
    // The language is the account's from here on, as a person would switch it.
    if (locale === 'zh-HK') {
      await page.goto(MY_PLANS);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('繁體中文');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    }
    for (const path of [...ACCOUNT_SCREENS, ...planPaths])
      found.push(...(await violationsOn(page, path)));
    // The sign-in pages follow the language the app last showed.
    const again = locale === 'zh-HK' ? ['/login', '/signup'] : [];
    for (const path of again) found.push(...(await violationsOn(page, path)));
    const screens = OPEN_SCREENS.length + ACCOUNT_SCREENS.length + planPaths.length + again.length;
    console.log(
      `axe ${locale}: ${screens} screens at 1280 and 390 px (with ${planPaths.join(', ')}), ${found.length} violations`,
    );
    expect(found).toEqual([]);
    await context.close();
  });
}
