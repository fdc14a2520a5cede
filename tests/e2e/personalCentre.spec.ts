import { expect, type Page } from '@playwright/test';
import { MY_PLANS } from '../pages/plans';
import { newPage, openSignedIn, resetDemo } from './helpers';
import { test } from './test';

// The personal centre as a whole: many plans at once, and every screen of it on a phone.
test.beforeEach(resetDemo);

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('20 plans: My Plan lists every one, and a fresh load shows them quickly', async ({
  browser,
  request,
  baseURL,
}) => {
  const added = await request.post('/__test/plans', {
    data: { email: 'active@demo.test', count: 19 },
    headers: { origin: baseURL ?? '' },
  });
  expect(added.ok()).toBe(true);
  const page = await newPage(browser);
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  const plans = page.getByRole('main').getByRole('article');
  await expect(plans).toHaveCount(20);
  const start = Date.now();
  await page.reload();
  await expect(plans).toHaveCount(20);
  await expect(plans.last()).toBeVisible();
  const shownMs = Date.now() - start;
  console.log(`My Plan with 20 plans: all 20 shown ${shownMs} ms after a reload`);
  expect(shownMs).toBeLessThan(5_000);
  // The live plan still leads, with its actions; ended plans offer to buy again.
  await expect(plans.first()).toHaveAccessibleName('HKEx All-Platform');
  await expect(page.getByRole('link', { name: 'Buy again' })).toHaveCount(19);
});

test('on a phone: My Plan and Payment Method only, and every screen of a plan fits 390 px', async ({
  browser,
}) => {
  const page = await newPage(browser, { mobile: true });
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  const nav = page.getByRole('navigation', { name: 'Personal Centre' });
  await expect(nav.getByRole('link')).toHaveText(['My Plan', 'Payment Method']);
  expect(await scrollWidth(page), 'My Plan').toBeLessThanOrEqual(390);
  const card = page.getByRole('article', { name: 'HKEx All-Platform' });
  await card.getByRole('link', { name: 'Billing history' }).click();
  await expect(page.getByRole('table', { name: /^Charges of / })).toBeVisible();
  expect(await scrollWidth(page), 'billing history').toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Plan activity' }).click();
  await expect(page.getByRole('list', { name: 'Plan activity' })).toBeVisible();
  expect(await scrollWidth(page), 'plan activity').toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Charges' }).click();
  await page
    .getByRole('link', { name: /^Invoice INV-/ })
    .first()
    .click();
  await expect(page.getByRole('article', { name: /^Invoice INV-/ })).toBeVisible();
  expect(await scrollWidth(page), 'invoice').toBeLessThanOrEqual(390);
  // Desktop-only sections say so on a phone, with the way back.
  await page.goto('/pricing/personalcentre/contact');
  await expect(
    page.getByText('This section is not available on mobile. Open it on a larger screen.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Plan' }).click();
  await expect(page).toHaveURL(/\/personalcentre\/myplans$/);
});
