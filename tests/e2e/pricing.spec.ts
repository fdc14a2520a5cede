import { expect, type Page } from '@playwright/test';
import { openApp, playwrightPerson } from '../pages/playwrightPerson';
import { PRODUCT, pricingPage } from '../pages/pricing';
import {
  DESKTOP,
  expectNoAxeViolations,
  newPage,
  openSignedIn,
  resetDemo,
  shot,
  signIn,
} from './helpers';
import { test } from './test';

// Pricing and offer selection against the real server and its demo data (reset before each test).
const NAMES = Object.values(PRODUCT);

test.beforeEach(resetDemo);

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('pricing page', () => {
  test('shows the five products with their prices, trials and what each includes', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await openApp(page, '/pricing/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(NAMES);
    const combo = card(page, 'Combo Premium');
    await expect(combo.getByText('Most complete')).toBeVisible();
    await expect(combo.getByText('Web + Mobile app')).toBeVisible();
    await expect(combo.getByText('$49.00')).toBeVisible();
    await expect(combo.getByText('14 days free trial')).toBeVisible();
    await expect(card(page, 'HKEx Mobile').getByText('Mobile app', { exact: true })).toBeVisible();
    await shot(page, 'pricing-en-1280');
  });

  test('the currency and cycle switches change the prices', async ({ page }) => {
    await openApp(page, '/pricing/pricing');
    const combo = card(page, 'Combo Premium');
    await expect(combo.getByText('$49.00')).toBeVisible();
    const pricing = pricingPage(playwrightPerson(page));
    await pricing.pick('Currency', 'HKD');
    await expect(combo.getByText('HK$382.00')).toBeVisible();
    await expect(combo.getByText('$49.00')).toHaveCount(0);
    await pricing.pick('Billing cycle', 'Annually');
    await expect(combo.getByText('HK$3,669.00')).toBeVisible();
    await expect(combo.getByText('HK$305.75 per month')).toBeVisible();
    await expect(page).toHaveURL(/cycle=12/);
    await expect(page).toHaveURL(/currency=HKD/);
    // The choice survives a reload.
    await page.reload();
    await expect(card(page, 'Combo Premium').getByText('HK$3,669.00')).toBeVisible();
  });

  test('a visitor’s call to action goes through login and back to offer selection', async ({
    page,
  }) => {
    await page.goto('/pricing/pricing?currency=SGD');
    await card(page, 'HKEx All-Platform')
      .getByRole('link', { name: 'Choose HKEx All-Platform' })
      .click();
    await page.waitForURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toContain('/pricing/products/offerselection?');
    expect(next).toContain('product=HK_ALL');
    await signIn(page, 'new@demo.test');
    await page.waitForURL(/\/pricing\/products\/offerselection\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Offer Selection' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /HKEx All-Platform/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'SGD', exact: true })).toBeChecked();
    const summary = page.getByRole('complementary', { name: 'Your plan' });
    await expect(
      summary.getByText('Promotion: the code LAUNCH20 will be applied at checkout.'),
    ).toBeVisible();
    await summary.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/pricing\/products\/checkout\?/);
    const search = new URL(page.url()).searchParams;
    expect(Object.fromEntries(search)).toMatchObject({
      product: 'HK_ALL',
      cycle: '1',
      currency: 'SGD',
      coupon: 'LAUNCH20',
      origin: 'promotion',
    });
    // The promised code is the one checkout applies and the server prices (issue #13, point 7).
    await expect(page.getByRole('list', { name: 'Applied coupons' })).toContainText('LAUNCH20');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
      'Coupon LAUNCH20',
    );
  });

  test('on a phone, the promotion offer selection promises is in the checkout summary', async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile: true });
    await page.goto('/pricing/products/offerselection?product=COMBO&cycle=1&currency=HKD');
    await page.waitForURL(/\/login\?/);
    await signIn(page, 'new@demo.test');
    await page.waitForURL(/\/pricing\/products\/offerselection\?/);
    await expect(
      page.getByText('Promotion: the code LAUNCH20 will be applied at checkout.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/pricing\/products\/checkout\?/);
    await expect(page.getByRole('list', { name: 'Applied coupons' })).toContainText('LAUNCH20');
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
      'Coupon LAUNCH20',
    );
    await page.context().close();
  });

  test('pricing in Traditional Chinese (zh_HK)', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK' });
    await openApp(page, '/pricing/pricing');
    await expect(page.getByRole('heading', { level: 1, name: '價格方案' })).toBeVisible();
    await page.getByRole('radio', { name: 'HKD', exact: true }).check();
    await expect(card(page, '組合尊享版').getByText('HK$382.00')).toBeVisible();
    await expect(page.getByRole('group', { name: '收費週期' })).toBeVisible();
    await shot(page, 'pricing-zh_HK-1280');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('pricing at width 390 (mobile layout) has no axe violations', async ({ browser }) => {
    const page = await newPage(browser, { mobile: true });
    await openApp(page, '/pricing/pricing');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    // One column: every card spans the content width.
    const widths = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'pricing-en-390');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('pricing at 1280 has no axe violations', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openApp(page, '/pricing/pricing');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expectNoAxeViolations(page);
  });
});

test.describe('offer selection', () => {
  test('the currency is locked for a user with an unfinished subscription', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openSignedIn(
      page,
      'active@demo.test',
      '/pricing/products/offerselection?product=A_MOBILE&cycle=1&currency=HKD',
    );
    const currency = page.getByRole('group', { name: 'Currency' });
    await expect(currency.getByRole('radio', { name: 'USD', exact: true })).toBeChecked();
    // A disabled fieldset disables every currency.
    for (const radio of await currency.getByRole('radio').all()) await expect(radio).toBeDisabled();
    await expect(
      page.getByText(
        'Your currency is USD: you have a subscription that has not finished, and a new order must use the same currency.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /HKEx All-Platform/ })).toHaveAccessibleName(
      'HKEx All-Platform Your current plan',
    );
    await shot(page, 'offer-active-en-1280');
    await expectNoAxeViolations(page);
  });

  test('the upgrade path for a user with a lower plan', async ({ page }) => {
    await openSignedIn(
      page,
      'active@demo.test',
      '/pricing/products/offerselection?product=COMBO&cycle=12',
    );
    const summary = page.getByRole('complementary', { name: 'Your plan' });
    await expect(summary.getByRole('button', { name: 'Continue to upgrade' })).toBeEnabled();
    await expect(summary.getByText(/Upgrade from HKEx All-Platform/)).toBeVisible();
    const cycle = page.getByRole('group', { name: 'Billing cycle' });
    await expect(cycle.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
    await expect(cycle.getByRole('radio', { name: 'Annually', exact: true })).toBeDisabled();
  });

  test('blocked with an explanation when the user has the highest permission', async ({ page }) => {
    await openSignedIn(
      page,
      'referrer@demo.test',
      '/pricing/products/offerselection?product=HK_MOBILE',
    );
    const summary = page.getByRole('complementary', { name: 'Your plan' });
    await expect(summary.getByText(/You already have the highest permission/)).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  });

  test('zh_HK at width 390: choices, summary and no axe violations', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
    await openSignedIn(
      page,
      'new@demo.test',
      '/pricing/products/offerselection?product=COMBO&cycle=1&currency=HKD',
    );
    await expect(page.getByRole('heading', { level: 1, name: '產品選擇' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /組合尊享版/ })).toBeChecked();
    const summary = page.getByRole('complementary', { name: '您的計劃' });
    await expect(summary.getByText('優惠活動：結帳時將使用優惠碼 LAUNCH20。')).toBeVisible();
    await page.getByRole('radio', { name: '按年', exact: true }).check();
    await expect(summary.getByText('HK$3,669.00 每年')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, 'offer-new-zh_HK-390');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('desktop and mobile offer selection have no axe violations', async ({ browser }) => {
    // Two sign-ins and two axe runs: on a busy 2-core machine that is more than the default 30 s.
    test.setTimeout(60_000);
    for (const mobile of [false, true]) {
      const page = await newPage(browser, { mobile });
      await openSignedIn(
        page,
        'cancelled@demo.test',
        '/pricing/products/offerselection?product=COMBO&cycle=6',
      );
      await expect(
        page.getByText('Your currency is HKD, fixed by your payment history.'),
      ).toBeVisible();
      await expect(
        page.getByRole('complementary', { name: 'Your plan' }).getByRole('button', {
          name: 'Continue to checkout',
        }),
      ).toBeEnabled();
      // The segmented controls stay on one line, whatever segment is selected.
      const tops = await page
        .getByRole('group', { name: 'Billing cycle' })
        .locator('label')
        .evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await shot(page, `offer-cancelled-en-${mobile ? 390 : 1280}`);
      await expectNoAxeViolations(page);
      await page.context().close();
    }
  });
});
