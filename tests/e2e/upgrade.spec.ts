import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { payPlanWithDecliningCard } from '../model/drivers/planCard';
import { DAY_MS, ServerClock } from '../model/drivers/serverClock';
import { AGREEMENT, BLOCKER_WORDS } from '../pages/checkout';
import { paymentRefused } from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { SUCCESS } from '../pages/successfulOrder';
import { UPGRADE_WORDS, upgradePage } from '../pages/upgrade';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// The upgrade confirmation (offer selection's "Continue to upgrade") against the real server, its
// sandbox gateway and demo data (reset before each test). active@demo.test has HKEx All-Platform
// monthly in USD on a Visa 4242 and can go up to Combo Premium. A refusal is the gateway's own:
// the plan's card is switched to the sandbox card 4000000000000002, which it declines (5001).
const MEMBER = 'active@demo.test';
const OFFER = '/pricing/products/offerselection?product=COMBO&cycle=1&currency=USD';
const UPGRADE_CALL = '**/api/v2/ch/pc/uap';
const FAILURE = paymentRefused('5001');

test.beforeEach(resetDemo);

async function ordersOf(request: APIRequestContext, email = MEMBER) {
  const response = await request.get(`/__test/orders?email=${encodeURIComponent(email)}`);
  return (await response.json()) as {
    count: number;
    charges: number;
    orders: { id: number; productCode: string; billing: { amountPaid: number }[] }[];
  };
}

/** From offer selection, as a person gets there; returns the plan's order id from the address. */
async function openUpgrade(page: Page, continueLabel = 'Continue to upgrade') {
  await openSignedIn(page, MEMBER, OFFER);
  await page.getByRole('button', { name: continueLabel }).click();
  await page.waitForURL(/\/products\/checkout\?.*upgrade=\d+/);
  return Number(new URL(page.url()).searchParams.get('upgrade'));
}

/** The quote's "Charged now" amount, as shown. */
const chargedNow = (page: Page) =>
  page
    .getByRole('region', { name: 'What you pay' })
    .locator('div')
    .filter({ hasText: 'Charged now' })
    .locator('dd');
/** "$30.87" → 3087: what the screen says, in the server's minor units. */
const minorOf = (shown: string) => Number(shown.replace(/[^\d]/g, ''));

const agreement = (page: Page) => page.getByLabel(AGREEMENT);
const confirm = (page: Page) =>
  page.getByRole('button', { name: UPGRADE_WORDS.confirm, exact: true });
const upgrade = (page: Page) => upgradePage(playwrightPerson(page));

test.describe('upgrade confirmation', () => {
  test('a refusal shows its code; back to the confirmation, a working card upgrades once', async ({
    page,
    request,
  }) => {
    const orderId = await openUpgrade(page);
    await expect(
      page.getByRole('heading', { name: 'From HKEx All-Platform to Combo Premium' }),
    ).toBeVisible();
    const undo = await payPlanWithDecliningCard(page, orderId);
    const before = await ordersOf(request);

    await agreement(page).check();
    await confirm(page).click();
    await upgrade(page).failed('5001');
    const failed = page.getByRole('heading', { name: 'Payment failed' });
    await expect(
      page.getByRole('link', { name: 'Update the payment method in My Plan' }),
    ).toHaveAttribute('href', '/pricing/personalcentre/myplans');
    await shot(page, 'upgrade-failure-desktop-en');
    await expectNoAxeViolations(page);
    expect(await ordersOf(request)).toMatchObject({ count: before.count, charges: before.charges });

    // The user changes the plan's card back (My Plan) and returns to the confirmation.
    await undo();
    await upgrade(page).back();
    await expect(failed).toHaveCount(0);
    await expect(agreement(page)).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await confirm(page).click();
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
    await expect(page.getByText('Combo Premium · Monthly')).toBeVisible();
    const after = await ordersOf(request);
    expect(after.count).toBe(before.count);
    expect(after.charges).toBe(before.charges + 1);
    expect(after.orders.find((o) => o.id === orderId)?.productCode).toBe('COMBO');
  });

  test('a lost answer: the page says so, resends the same attempt, and the plan is charged once', async ({
    page,
    request,
  }) => {
    await openUpgrade(page);
    const before = await ordersOf(request);
    const keys: string[] = [];
    let seen: () => void = () => undefined;
    const noticeSeen = new Promise<void>((resolve) => {
      seen = resolve;
    });
    await page.route(UPGRADE_CALL, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(JSON.parse(route.request().postData() ?? '{}').idempotencyKey);
      if (keys.length === 1) {
        // The server upgrades and charges, but its answer never reaches the browser.
        await route.fetch();
        return route.abort('connectionreset');
      }
      // The resend waits until the test has seen the notice.
      await noticeSeen;
      return route.continue();
    });
    await agreement(page).check();
    await confirm(page).click();
    await expect(page.getByRole('status')).toHaveText(
      'The connection was interrupted. Confirming your payment…',
    );
    await expect(page.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    await expect(agreement(page)).toBeDisabled();
    await expectNoAxeViolations(page);
    seen();
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await ordersOf(request);
    expect(after.charges).toBe(before.charges + 1);
  });

  test('no answer at all: the user is asked, and trying again sends the same attempt once more', async ({
    page,
    request,
  }) => {
    await openUpgrade(page);
    const before = await ordersOf(request);
    const keys: string[] = [];
    let offline = true;
    await page.route(UPGRADE_CALL, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push(JSON.parse(route.request().postData() ?? '{}').idempotencyKey);
      return offline ? route.abort('internetdisconnected') : route.continue();
    });
    await agreement(page).check();
    await confirm(page).click();
    const uncertain = page
      .getByRole('alert')
      .filter({ hasText: 'We could not confirm your payment.' });
    // The first try and three resends, 1.5 s apart.
    await expect(uncertain).toBeVisible({ timeout: 15_000 });
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(keys).toHaveLength(4);
    expect((await ordersOf(request)).charges).toBe(before.charges);
    offline = false;
    await page.getByRole('button', { name: 'Try again', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
    expect(keys).toHaveLength(5);
    expect(keys[4]).toBe(keys[0]);
    expect((await ordersOf(request)).charges).toBe(before.charges + 1);
  });

  test('by keyboard, and a double click on Confirm sends one upgrade', async ({
    page,
    request,
  }) => {
    await openUpgrade(page);
    const before = await ordersOf(request);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v2/ch/pc/uap')) requests.push(r.postData() ?? '');
    });
    // Confirm without the tick: refused, said, and nothing is sent.
    await confirm(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(BLOCKER_WORDS.agreement);
    await expect(agreement(page)).toHaveAttribute('aria-invalid', 'true');
    await agreement(page).focus();
    await page.keyboard.press('Space');
    await expect(agreement(page)).toBeChecked();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The box, then the way to read the agreement it accepts, then Confirm.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Read the Term Purchase Agreement' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm(page)).toBeFocused();
    expect(requests).toHaveLength(0);
    await confirm(page).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect((await ordersOf(request)).charges).toBe(before.charges + 1);
  });
});

test.describe('upgrading from My Plan', () => {
  for (const mobile of [false, true])
    test(`the confirmation states the exact charge, and that is what is charged (${mobile ? 'phone' : 'desktop'})`, async ({
      browser,
      request,
    }) => {
      const page = await newPage(browser, { mobile });
      await openSignedIn(page, MEMBER, '/pricing/personalcentre/myplans');
      await page.getByRole('link', { name: 'Upgrade to Combo Premium' }).click();
      await page.waitForURL(/\/products\/checkout\?.*upgrade=\d+/);
      const orderId = Number(new URL(page.url()).searchParams.get('upgrade'));
      await expect(
        page.getByRole('heading', { name: 'From HKEx All-Platform to Combo Premium' }),
      ).toBeVisible();
      await expect(chargedNow(page)).toHaveText(/^\$\d+\.\d\d$/);
      const shown = await chargedNow(page).innerText();
      await expect(
        page.getByText('Credit for the unused part of your current period'),
      ).toBeVisible();
      if (mobile) await expectFits(page);
      await expectNoAxeViolations(page);
      await shot(page, `upgrade-quote-${mobile ? 'mobile' : 'desktop'}-en`);
      const before = await ordersOf(request);

      await agreement(page).check();
      await confirm(page).click();
      await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
      await expect(
        page
          .locator('div')
          .filter({ hasText: /^Paid today/ })
          .locator('dd'),
      ).toHaveText(shown);
      const after = await ordersOf(request);
      expect(after.charges).toBe(before.charges + 1);
      const order = after.orders.find((o) => o.id === orderId);
      expect(order?.productCode).toBe('COMBO');
      expect(order?.billing.at(-1)?.amountPaid, 'charged what was shown').toBe(minorOf(shown));
    });

  for (const mobile of [false, true])
    test(`HKEx Mobile offers both upgrades; All-Platform is charged, then only Combo is left (${mobile ? 'phone' : 'desktop'})`, async ({
      browser,
      request,
    }) => {
      const page = await newPage(browser, { mobile });
      // cards@demo.test pays HKEx Mobile yearly in HKD; it covers Hong Kong, so A-Shares is no upgrade.
      await openSignedIn(page, 'cards@demo.test', '/pricing/personalcentre/myplans');
      const links = page.getByRole('link', { name: /^Upgrade to / });
      await expect(links).toHaveText(['Upgrade to HKEx All-Platform', 'Upgrade to Combo Premium']);
      if (mobile) await expectFits(page);
      await links.first().click();
      await page.waitForURL(/\/products\/checkout\?.*upgrade=\d+/);
      await expect(
        page.getByRole('heading', { name: 'From HKEx Mobile to HKEx All-Platform' }),
      ).toBeVisible();
      await expect(chargedNow(page)).toHaveText(/^HK\$[\d,]+\.\d\d$/);
      const shown = await chargedNow(page).innerText();
      await agreement(page).check();
      await confirm(page).click();
      await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
      const { orders } = await ordersOf(request, 'cards@demo.test');
      expect(orders.map((o) => o.productCode)).toEqual(['HK_ALL']);
      expect(orders[0]?.billing.at(-1)?.amountPaid, 'charged what was shown').toBe(minorOf(shown));

      await page.goto('/pricing/personalcentre/myplans');
      await expect(page.getByRole('heading', { name: 'HKEx All-Platform' })).toBeVisible();
      await expect(links).toHaveText(['Upgrade to Combo Premium']);
    });

  test('a day passes before Confirm: nothing is charged, the new amount is shown and paid', async ({
    page,
    request,
    baseURL,
  }) => {
    await openSignedIn(page, MEMBER, '/pricing/personalcentre/myplans');
    await page.getByRole('link', { name: 'Upgrade to Combo Premium' }).click();
    await expect(chargedNow(page)).toHaveText(/^\$\d+\.\d\d$/);
    const first = await chargedNow(page).innerText();
    const before = await ordersOf(request);
    const clock = new ServerClock(baseURL ?? '');
    try {
      await clock.forward(DAY_MS);
      await agreement(page).check();
      await confirm(page).click();
      await expect(page.getByRole('alert')).toHaveText(UPGRADE_WORDS.changed);
      await expect(chargedNow(page)).not.toHaveText(first);
      const second = await chargedNow(page).innerText();
      expect(minorOf(second), 'a day less of credit').toBeGreaterThan(minorOf(first));
      expect((await ordersOf(request)).charges, 'nothing charged').toBe(before.charges);
      await expect(agreement(page)).toBeChecked();
      await confirm(page).click();
      await expect(page.getByRole('heading', { level: 1, name: SUCCESS.heading })).toBeVisible();
      const after = await ordersOf(request);
      expect(after.charges).toBe(before.charges + 1);
      const charged = after.orders.find((o) => o.productCode === 'COMBO')?.billing.at(-1);
      expect(charged?.amountPaid).toBe(minorOf(second));
    } finally {
      await clock.restore();
    }
  });
});

test.describe('upgrade confirmation in Hong Kong Chinese and on a phone', () => {
  test('in zh_HK, refusal included, with no English left', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK' });
    const orderId = await openUpgrade(page, '繼續升級');
    await expect(page.getByRole('heading', { level: 1, name: '確認升級' })).toBeVisible();
    await expect(page).toHaveTitle('確認升級');
    await expect(page.getByRole('heading', { name: /^由.+升級至.+$/ })).toBeVisible();
    await payPlanWithDecliningCard(page, orderId);
    const main = page.getByRole('main');
    await expectNoEnglish(main);
    await page.getByLabel(/定期購買協議/).check();
    await page.getByRole('button', { name: '確認並付款' }).click();
    await expect(page.getByRole('heading', { name: '付款失敗' })).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(
      '系統出現技術問題。錯誤代碼 5001。請再試一次。',
    );
    await expect(page.getByRole('button', { name: '返回確認頁面' })).toBeVisible();
    await expectNoEnglish(main);
    await shot(page, 'upgrade-failure-desktop-zh_HK');
    await expectNoAxeViolations(page);
  });

  test('at width 390: one column, nothing wider than the screen, failure and way back', async ({
    browser,
  }) => {
    const page = await newPage(browser, { mobile: true });
    const orderId = await openUpgrade(page);
    await expect(page.locator('form[data-layout]')).toHaveAttribute('data-layout', 'mobile');
    await expectFits(page);
    await expectNoAxeViolations(page);
    await shot(page, 'upgrade-mobile-en');
    await payPlanWithDecliningCard(page, orderId);
    await agreement(page).check();
    await confirm(page).click();
    await expect(page.getByRole('alert')).toHaveText(FAILURE);
    await expectFits(page);
    await expectNoAxeViolations(page);
    await shot(page, 'upgrade-failure-mobile-en');
    await page.getByRole('button', { name: UPGRADE_WORDS.back }).click();
    await expect(confirm(page)).toBeVisible();
    await expectFits(page);
  });
});

/** Words of Latin letters other than names (product, card brand) and codes (currency). */
async function expectNoEnglish(scope: ReturnType<Page['getByRole']>) {
  const text = await scope.innerText();
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  // US as in US$, the dollar's sign in Chinese.
  const names = new Set(['HKEx', 'Visa', 'USD', 'US', 'CVV', 'MM', 'YY']);
  expect(words.filter((w) => !names.has(w))).toEqual([]);
}

async function expectFits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling at 390').toBeLessThanOrEqual(390);
}
