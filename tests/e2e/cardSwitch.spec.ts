import { type Browser, expect, type Page } from '@playwright/test';
import { walletMastercard, walletVisa } from '../factories/cards';
import { callApi, myPlans, switchPlanCard } from '../model/drivers/heldRequests';
import { DAY_MS, ServerClock } from '../model/drivers/serverClock';
import { CARDS_URL, GOOD_CARD, named } from '../pages/cards';
import { checkoutUrl } from '../pages/checkout';
import { MY_PLANS, PAYMENT_WORDS, paymentFlow } from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// A plan's update payment method dialog against the real server. cards@ has an annual HKEx Mobile
// plan paid by Mastercard 4444, which runs out next month, and Visa 1001–1010 besides.
test.beforeEach(resetDemo);

const PRODUCT = 'HKEx Mobile';
const EXPIRING = named(walletMastercard);
const VISA_1 = named(walletVisa(1));

async function openMyPlans(browser: Browser, options: { locale?: string; mobile?: boolean }) {
  const page = await newPage(browser, options);
  await openSignedIn(page, 'cards@demo.test', MY_PLANS);
  return { page, flow: paymentFlow(playwrightPerson(page), PRODUCT) };
}

/** Counts the page's switch calls (POST pc/usp): a double click must send one. */
function countSwitches(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v2/ch/pc/usp')) seen.count++;
  });
  return seen;
}

for (const mobile of [false, true]) {
  test(`a card that runs out is replaced in one step, by keyboard only (${mobile ? 'phone' : 'desktop'})`, async ({
    browser,
  }) => {
    const { page, flow } = await openMyPlans(browser, { mobile });
    const switches = countSwitches(page);
    await flow.warns(EXPIRING);
    const fix = page.getByRole('button', { name: PAYMENT_WORDS.fix });
    await fix.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: PAYMENT_WORDS.title });
    await flow.asks(EXPIRING, false);
    await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();
    await expectNoAxeViolations(page);

    // Arrow keys move the pick, as in any radio group; Tab stays inside the dialog.
    await page.keyboard.press('ArrowDown');
    await flow.asks(VISA_1, true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await dialog.getByRole('button', { name: PAYMENT_WORDS.switch }).focus();
    await page.keyboard.press('Enter');
    await flow.done(VISA_1);
    await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
    await page.keyboard.press('Enter');
    await flow.closed();
    await expect(fix).toBeHidden();
    await expect(page.getByRole('article', { name: PRODUCT })).toContainText(VISA_1);
    expect(switches.count).toBe(1);
    if (mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
    }
    await shot(page, `card-switched-${mobile ? 'phone' : 'desktop'}`);
  });
}

test('Switch Failed: an expired card is refused with its code, the plan keeps its card; a double click switches once', async ({
  browser,
  baseURL,
}) => {
  const clock = new ServerClock(baseURL ?? '');
  const { page, flow } = await openMyPlans(browser, { mobile: false });
  await flow.warns(EXPIRING);
  const [plan] = await myPlans(page, baseURL ?? '');
  const listed = await callApi(page, baseURL ?? '', 'getCards', { pageNumber: 0 });
  const cards = listed.cards as { id: number; last4: string }[];
  const visa1 = cards.find((c) => c.last4 === '1001');
  if (!plan || !visa1) throw new Error('cards@demo.test is not as seeded');
  await switchPlanCard(page, baseURL ?? '', plan.orderId, visa1.id);
  await page.reload();
  const switches = countSwitches(page);

  await flow.open();
  await flow.asks(VISA_1, false);
  await flow.choose(EXPIRING);
  // Past the Mastercard's last valid month, the server refuses it (5003).
  await clock.forward(70 * DAY_MS);
  try {
    await flow.confirm();
    await flow.asks(EXPIRING, true, PAYMENT_WORDS.refused('5003'));
  } finally {
    await clock.restore();
  }
  await expectNoAxeViolations(page);
  await flow.keep();
  await flow.closed();
  await expect(page.getByRole('article', { name: PRODUCT })).toContainText(VISA_1);

  await flow.open();
  await flow.choose(named(walletVisa(2)));
  await page.getByRole('button', { name: PAYMENT_WORDS.switch }).dblclick();
  await flow.done(named(walletVisa(2)));
  expect(switches.count, 'one refused try and one switch').toBe(2);
});

test('in Simplified Chinese on a phone: from the card list to the plan, a new card added in place', async ({
  browser,
}) => {
  const page = await newPage(browser, { mobile: true, locale: 'zh-CN' });
  await openSignedIn(page, 'cards@demo.test', CARDS_URL);
  await page.getByRole('link', { name: '切换 港股手机版 的付款方式' }).click();
  const dialog = page.getByRole('dialog', { name: '更新付款方式' });
  await expect(dialog.getByRole('radio', { checked: true })).toBeFocused();
  // The address forgets the request once taken: a reload shows My Plan, not the dialog again.
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/myplans') && url.search === '');
  await dialog.getByRole('button', { name: '添加新卡' }).click();
  await expect(dialog.getByLabel('持卡人姓名')).toBeFocused();
  await dialog.getByLabel('持卡人姓名').fill(GOOD_CARD.holder);
  await dialog.getByLabel('卡号').fill(GOOD_CARD.number);
  await dialog.getByLabel('到期日').fill(GOOD_CARD.expiry);
  await dialog.getByLabel('安全码（CVV）').fill(GOOD_CARD.cvc);
  await dialog.getByRole('button', { name: '添加卡' }).click();
  await expect(dialog.getByRole('radio', { name: /尾号 4242/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await expect(page.locator('dialog[open]')).not.toContainText(
    /\b(Card|Switch|Add|Default|expires|Keep)\b/,
  );
  await dialog.getByRole('button', { name: '更换银行卡' }).click();
  const done = page.getByRole('dialog', { name: '更换成功' });
  await expect(done).toContainText('将使用 Visa（尾号 4242）支付');
  await shot(page, 'card-switch-added-zh-CN');
  await done.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('article').first()).toContainText('Visa（尾号 4242）');
  await expect(page.getByText(/将在下次付款前到期/)).toBeHidden();
});

test('past its last month a card says Expired, and nothing can be switched to or paid with it', async ({
  browser,
  baseURL,
}) => {
  const clock = new ServerClock(baseURL ?? '');
  await clock.forward(70 * DAY_MS);
  try {
    const { page, flow } = await openMyPlans(browser, { mobile: false });
    await flow.fix();
    const dialog = page.getByRole('dialog', { name: PAYMENT_WORDS.title });
    const expired = dialog.getByRole('radio', { name: new RegExp(`^${EXPIRING}.* Expired`) });
    // It still pays for the plan, so it is shown (checked), but it cannot be picked again.
    await expect(expired).toBeChecked();
    await expect(expired).toBeDisabled();
    await flow.choose(VISA_1);
    await flow.asks(VISA_1, true);
    await flow.keep();
    // Checkout offers the other cards, the first of them chosen in its place.
    await page.goto(checkoutUrl({ productCode: 'HK_ALL', subscriptionTime: 1, currency: 'HKD' }));
    const saved = page.getByRole('group', { name: 'Saved cards' });
    await expect(saved.getByRole('radio', { name: /^Mastercard .*Expired$/ })).toBeDisabled();
    await expect(saved.getByRole('radio', { name: new RegExp(`^${VISA_1}`) })).toBeChecked();
    await expectNoAxeViolations(page);
  } finally {
    await clock.restore();
  }
});
