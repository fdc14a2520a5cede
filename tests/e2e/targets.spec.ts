import { expect, type Page } from '@playwright/test';
import { CARDS_URL } from '../pages/cards';
import { MY_PLANS } from '../pages/plans';
import { openApp } from '../pages/playwrightPerson';
import { expectOneHeaderRow, newPage, openSignedIn, resetDemo } from './helpers';
import { focusIsVisible, smallTouchTargets } from './targets';
import { test } from './test';

// Issue 16, point 7: on a phone every target is 44 × 44 px; everywhere, focus shows and a skip
// link leads past the header.
test.beforeEach(resetDemo);

const PLAN = 'product=COMBO&cycle=1&currency=USD';

async function expectBigEnough(page: Page, screen: string) {
  await expect(page.locator('main h1')).toBeVisible();
  expect(await smallTouchTargets(page), screen).toEqual([]);
}

for (const locale of ['en-US', 'zh-HK', 'zh-CN']) {
  test(`at width 390 in ${locale}, every target of the buying path and My Plan is 44 × 44 px`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile: true, locale });
    await openApp(page, '/pricing/');
    await expect(page.getByRole('link', { name: /Combo|组合|組合/ }).first()).toBeVisible();
    await expectBigEnough(page, 'pricing');
    await expectOneHeaderRow(page, 'pricing, signed out');
    await openSignedIn(page, 'active@demo.test', MY_PLANS);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectBigEnough(page, 'my plans');
    await expectOneHeaderRow(page, 'my plans, signed in');
    // The menu holds the links, the language and the account, each as big as a finger.
    const menu = page.getByRole('button', { name: /^(Menu|菜单|選單)$/ });
    await menu.click();
    await expect(page.getByRole('combobox')).toBeVisible();
    await expectBigEnough(page, 'my plans, menu open');
    await menu.click();
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectBigEnough(page, 'billing history');
    for (const [screen, path] of [
      ['offer selection', `/pricing/products/offerselection?${PLAN}`],
      ['checkout', `/pricing/products/checkout?${PLAN}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('radio').first()).toBeVisible();
      await expectBigEnough(page, screen);
    }
  });
}

test('at width 390, the card list and its add dialog have 44 × 44 px targets', async ({
  browser,
}) => {
  const page = await newPage(browser, { mobile: true });
  await openSignedIn(page, 'cards@demo.test', CARDS_URL);
  await expect(page.getByRole('list').first()).toBeVisible();
  await expectBigEnough(page, 'payment method');
  await page.getByRole('button', { name: 'Add bank card' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await smallTouchTargets(page), 'add card dialog').toEqual([]);
});

test('the first Tab reaches the skip link, which moves focus past the header to the content', async ({
  page,
}) => {
  await openApp(page, '/pricing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/pricing\/pricing$/);
  // The next stop is the content's first control, not the header's links.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeFocused();
});

test('every Tab stop of pricing and checkout shows a focus ring', async ({ browser }) => {
  const page = await newPage(browser);
  await openSignedIn(page, 'new@demo.test', `/pricing/products/checkout?${PLAN}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const path of ['/pricing/pricing', `/pricing/products/checkout?${PLAN}`]) {
    await page.goto(path);
    // A person tabs through the page once it has loaded: while the plans are still skeletons the
    // header's are the only stops, and Tab leaves the page after them.
    await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
    const unringed: string[] = [];
    let stops = 0;
    for (; stops < 30; stops++) {
      await page.keyboard.press('Tab');
      const focus = await focusIsVisible(page);
      // Past the last stop focus leaves the page for the browser's own controls.
      if (focus.name === '(nothing)') break;
      if (!focus.visible) unringed.push(focus.name);
    }
    // The page's header alone has five stops: fewer means Tab never reached the content.
    expect(stops, path).toBeGreaterThan(8);
    expect(unringed, path).toEqual([]);
  }
});
