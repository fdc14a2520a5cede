import { expect, type Page } from '@playwright/test';
import { ACTIVITY_WORDS } from '../pages/planActivity';
import { MY_PLANS } from '../pages/plans';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// A plan's activity against the real server: active@'s plan was bought with a 7-day trial and
// charged three times since, on a Visa ending in 4242 (the first paid month 30 % off).
test.beforeEach(resetDemo);

async function openActivity(page: Page, email: string, product = 'HKEx All-Platform') {
  await openSignedIn(page, email, MY_PLANS);
  await page
    .getByRole('article', { name: product })
    .getByRole('link', { name: ACTIVITY_WORDS.tab })
    .click();
  await expect(page.getByRole('tab', { name: ACTIVITY_WORDS.tab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return page.getByRole('tabpanel');
}

for (const mobile of [false, true]) {
  const layout = mobile ? 'phone' : 'desktop';

  test(`from My Plan: the plan’s story, newest first (${layout})`, async ({ browser }) => {
    const page = await newPage(browser, { mobile });
    const panel = await openActivity(page, 'active@demo.test');
    await expect(page).toHaveURL(/\/personalcentre\/myplans\/billing\/\d+\?view=activity$/);
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.nth(0)).toContainText('Charged $29.00 to Visa ending in 4242.');
    await expect(items.nth(2)).toContainText('Charged $20.30 to Visa ending in 4242.');
    await expect(items.nth(3)).toContainText(
      /^.*Free trial of 7 days started; the first charge is on/,
    );
    await expect(items.nth(4)).toContainText(
      'Bought HKEx All-Platform, Monthly, paid with Visa ending in 4242.',
    );
    // Each change names its moment with the time zone.
    await expect(items.nth(0).locator('time')).toHaveText(/\d{4}.*\d{2}:\d{2}.*(UTC|GMT)/);
    if (mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling at 390').toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(page);
    await shot(page, `activity-${layout}`);
  });
}

test('a cancellation and its reason appear at the top; the tabs work by keyboard', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await openSignedIn(page, 'trial@demo.test', MY_PLANS);
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('radio', { name: 'It costs too much' }).check();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  const card = page.getByRole('article', { name: 'HKEx All-Platform' });
  await card.getByRole('link', { name: 'Billing history' }).click();
  // Charges first; the arrow key moves to the activity and shows it at once.
  const charges = page.getByRole('tab', { name: 'Charges' });
  await expect(charges).toHaveAttribute('aria-selected', 'true');
  await charges.focus();
  await page.keyboard.press('ArrowRight');
  const activity = page.getByRole('tab', { name: ACTIVITY_WORDS.tab });
  await expect(activity).toBeFocused();
  await expect(activity).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('tabpanel').getByRole('listitem').first();
  await expect(first).toContainText('Cancelled. Reason: It costs too much.');
  await expect(page).toHaveURL(/view=activity/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('table', { name: /^Charges of / })).toBeVisible();
});

test('reads in Traditional Chinese, with no English left', async ({ browser }) => {
  const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
  await openSignedIn(page, 'cancelled@demo.test', MY_PLANS);
  await page.getByRole('link', { name: '計劃動態' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('已取消。原因：我用得不多。')).toBeVisible();
  await expect(panel.getByText(/^購買了A股全平台/)).toBeVisible();
  const text = await page.getByRole('main').innerText();
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  // Card brands, the currency sign (HK$) and time-zone abbreviations are names.
  const names = new Set(['Visa', 'Mastercard', 'HK', 'UTC', 'GMT']);
  expect(words.filter((w) => !names.has(w))).toEqual([]);
  await expectNoAxeViolations(page);
  await shot(page, 'activity-zh_HK-phone');
});
