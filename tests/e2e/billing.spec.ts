import { expect, type Page } from '@playwright/test';
import { BILLING_WORDS, billingPage, billingUrl } from '../pages/billing';
import { MY_PLANS } from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// A plan's billing history against the real server: active@ has four charges (trial, three paid).
test.beforeEach(resetDemo);

const COLUMNS = ['Date', 'Product', 'Payment method', 'Amount', 'Amount paid', 'Status', 'Invoice'];

async function openFromMyPlan(page: Page) {
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  await page
    .getByRole('article', { name: 'HKEx All-Platform' })
    .getByRole('link', { name: 'Billing history' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
}

const table = (page: Page) =>
  page.getByRole('table', { name: BILLING_WORDS.table('HKEx All-Platform') });

for (const mobile of [false, true]) {
  const layout = mobile ? 'phone' : 'desktop';

  test(`from My Plan: every charge of the plan, newest first, with its invoice (${layout})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile });
    await openFromMyPlan(page);
    await expect(page).toHaveURL(/\/personalcentre\/myplans\/billing\/\d+$/);
    const rows = table(page).getByRole('row');
    // A header row and four charges; the header row is there for screen readers on a phone too.
    await expect(rows).toHaveCount(5);
    for (const name of COLUMNS)
      await expect(table(page).getByRole('columnheader', { name, exact: true })).toHaveCount(1);
    await expect(rows.nth(1)).toContainText('Paid');
    await expect(rows.nth(1)).toContainText(/INV-/);
    // The first paid month carried the 30 % first-month discount: US$29.00 billed, US$20.30 paid.
    await expect(rows.nth(3)).toContainText('$29.00');
    await expect(rows.nth(3)).toContainText('$20.30');
    await expect(rows.nth(4)).toContainText('Free');
    await expect(page.getByRole('status')).toHaveText(BILLING_WORDS.showing(4, 4));
    await expect(page.getByRole('button', { name: /older charges/ })).toHaveCount(0);
    if (mobile) {
      // Stacked: each charge is a card whose cells name their column, and nothing scrolls sideways.
      await expect(rows.nth(1).getByText('Amount paid', { exact: true })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling at 390').toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(page);
    await shot(page, `billing-${layout}`);
    await page.getByRole('link', { name: BILLING_WORDS.back }).click();
    await expect(page).toHaveURL(/\/personalcentre\/myplans$/);
  });
}

test('500 charges: the first 50 at once, then 50 more per click by keyboard, reading on where they start', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const added = await request.post('/__test/history', {
    data: { email: 'active@demo.test', count: 496 },
    headers: { origin: baseURL ?? '' },
  });
  expect(added.ok()).toBe(true);
  const page = await newPage(browser);
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  // My Plan does not slow down with the history: a fresh load shows the plan's card.
  const start = Date.now();
  await page.reload();
  await expect(page.getByRole('article', { name: 'HKEx All-Platform' })).toBeVisible();
  const myPlanMs = Date.now() - start;
  const link = page
    .getByRole('article', { name: 'HKEx All-Platform' })
    .getByRole('link', { name: 'Billing history' });
  const opened = Date.now();
  await link.click();
  await expect(page.getByRole('status')).toHaveText(BILLING_WORDS.showing(50, 500));
  const firstPageMs = Date.now() - opened;
  const rows = table(page).getByRole('row');
  await expect(rows).toHaveCount(51);
  // Refused charges show the bank's code and have no invoice.
  await expect(table(page).getByText('Payment failed (Error Code 5001)').first()).toBeVisible();
  await expect(table(page).getByText('No invoice').first()).toBeVisible();
  const more = page.getByRole('button', { name: /^Show \d+ older charges$/ });
  await more.focus();
  const clicks: number[] = [];
  for (let shown = 50; shown < 500; shown += 50) {
    const started = Date.now();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(BILLING_WORDS.showing(shown + 50, 500));
    clicks.push(Date.now() - started);
    // Reading goes on at the first older charge.
    const focused = await page.evaluate(() => document.activeElement?.closest('tr')?.rowIndex);
    expect(focused, 'focus on the first row just added').toBe(shown + 1);
    // Once rows were added and focus moved into them: axe takes 8 s over all 500 rows, and the
    // rows added later are the same again.
    if (shown === 50) await expectNoAxeViolations(page);
    if (shown + 50 < 500) await more.focus();
  }
  await expect(rows).toHaveCount(501);
  await expect(more).toHaveCount(0);
  const worst = Math.max(...clicks);
  console.log(
    `My Plan with 500 charges: shown ${myPlanMs} ms after a reload; billing history: first 50 shown ${firstPageMs} ms after the click; 9 × "Show 50 older charges": ${clicks.join(', ')} ms (worst ${worst})`,
  );
  expect(myPlanMs).toBeLessThan(5_000);
  expect(firstPageMs).toBeLessThan(5_000);
  expect(worst).toBeLessThan(3_000);
});

test('a plan that is not the investor’s shows nothing of it', async ({ page }) => {
  await openSignedIn(page, 'new@demo.test', billingUrl(1));
  await billingPage(playwrightPerson(page)).notFound();
  await expect(page.getByText(/INV-|\$/)).toHaveCount(0);
});

test('reads in Traditional Chinese, money and dates the Hong Kong way, no English left', async ({
  browser,
}) => {
  const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  await page.getByRole('link', { name: '賬單記錄' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '賬單記錄' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('已顯示 4 筆，共 4 筆收費')).toBeVisible();
  await expect(main.getByText('已付款').first()).toBeVisible();
  // Invoice numbers (INV-7-20260101-RE0) are identifiers, not English.
  const text = (await main.innerText()).replace(/INV-[\w-]+/g, '');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  // The card's brand and the dollar's sign (US$) are names.
  const names = new Set(['Visa', 'US']);
  expect(words.filter((w) => !names.has(w))).toEqual([]);
  expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  await expectNoAxeViolations(page);
  await shot(page, 'billing-zh_HK-phone');
});
