import { type Browser, expect } from '@playwright/test';
import { playwrightPerson } from '../pages/playwrightPerson';
import { MY_CODES_URL, promoCodesPage, SCHEDULE_URL, schedulePage } from '../pages/promotion';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// The promo-code area against the real server, on desktop (the spec has no promo tab on a phone).
// active@ has a monthly HKEx All-Platform plan in USD and six codes (GIFTOLD expired); referrer@
// has GIFT5USD and GIFTPRODUCT scheduled on Combo Premium (the later one in effect).
test.beforeEach(resetDemo);

async function open(browser: Browser, email: string, url: string, locale?: string) {
  const page = await newPage(browser, locale ? { locale } : {});
  await openSignedIn(page, email, url);
  const person = playwrightPerson(page);
  return { page, codes: promoCodesPage(person), schedule: schedulePage(person) };
}

test('My Promo Codes: every code with its worth, dates and state; filter by state', async ({
  browser,
}) => {
  const { page, codes } = await open(browser, 'active@demo.test', MY_CODES_URL);
  await codes.lists(['GIFT5USD', 'GIFT20PCT', 'GIFT14DAYS', 'GIFTPRODUCT', 'GIFTOLD', 'NEWUSER15']);
  await codes.seesCode('GIFT5USD', '$5.00 off');
  await codes.seesCode('GIFT20PCT', '20% off the monthly price');
  await codes.seesCode('GIFT14DAYS', /On HKEx All-Platform: the next charge moves from .+ to .+\./);
  await codes.seesCode('GIFTPRODUCT', '$15.00');
  await codes.seesCode('NEWUSER15', /For new subscribers only\./);
  await codes.state('GIFTOLD', 'Expired');
  await codes.cannotRedeem('GIFTOLD');
  await codes.cannotRedeem('NEWUSER15');
  await codes.canRedeem('GIFT14DAYS');
  await expectNoAxeViolations(page);
  await shot(page, 'promo-codes-en-1280');

  await codes.filter('Expired');
  await codes.lists(['GIFTOLD']);
  await codes.seesNoCode('GIFT5USD');
  await codes.filter('All');
  await codes.lists(['GIFT5USD', 'GIFTOLD']);
});

test('redeem: what it does first; a double click redeems once; a second code by keyboard alone', async ({
  browser,
}) => {
  const { page, codes, schedule } = await open(browser, 'active@demo.test', MY_CODES_URL);
  await page.getByRole('button', { name: 'Redeem on a plan: GIFT20PCT' }).click();
  await codes.redeemOpen('GIFT20PCT');
  // The only plan it can go on is chosen already, with what the code takes off its next charge.
  await codes.planChosen('GIFT20PCT', 'HKEx All-Platform', true);
  await codes.plan('GIFT20PCT', 'HKEx All-Platform', /\$5\.80 off the charge on/);
  await codes.seesCode('GIFT20PCT', '20% off the monthly price');
  await expectNoAxeViolations(page);
  await shot(page, 'promo-redeem-en-1280');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v2/ch/pc/ap')) posts.push(r.url());
  });
  await page.getByRole('button', { name: 'Redeem GIFT20PCT', exact: true }).dblclick();
  await codes.redeemed('GIFT20PCT', 'HKEx All-Platform');
  await codes.redeemClosed();
  expect(posts, 'a double click redeems once').toHaveLength(1);
  await codes.state('GIFT20PCT', 'Redeemed');
  await codes.cannotRedeem('GIFT20PCT');

  // A second code on the same plan, keys only: only the latest applied discount is effective.
  await page.getByRole('button', { name: 'Redeem on a plan: GIFT5USD' }).focus();
  await page.keyboard.press('Enter');
  await codes.replaces('GIFT5USD', 'GIFT20PCT');
  await page.keyboard.press('Escape');
  await codes.redeemClosed();
  await expect(page.getByRole('button', { name: 'Redeem on a plan: GIFT5USD' })).toBeFocused();
  await page.keyboard.press('Enter');
  await codes.replaces('GIFT5USD', 'GIFT20PCT');
  const submit = page.getByRole('button', { name: 'Redeem GIFT5USD', exact: true });
  for (let i = 0; i < 6 && !(await submit.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await codes.redeemed('GIFT5USD', 'HKEx All-Platform');

  await page.getByRole('tab', { name: 'Redeem Schedule' }).click();
  await schedule.row('HKEx All-Platform', 'GIFT5USD');
  await expect(page.getByRole('row', { name: /GIFT5USD/ })).toContainText('Scheduled: in effect');
  await expect(page.getByRole('row', { name: /GIFT20PCT/ })).toContainText('not in effect');
});

test('a refusal shows the spec’s coupon message with its code; the choice stays', async ({
  browser,
}) => {
  const { page, codes } = await open(browser, 'active@demo.test', MY_CODES_URL);
  await codes.openRedeem('GIFT14DAYS');
  await codes.plan('GIFT14DAYS', 'HKEx All-Platform', /14 free days: the charge on .+ moves to/);
  // Meanwhile the code is spent in another tab.
  const plans = await page.request.get('/api/v2/ch/pc/up');
  const orderId = (await plans.json()).data.myPlans[0].orderId;
  const origin = new URL(page.url()).origin;
  const spent = await page.request.post('/api/v2/ch/pc/ap', {
    data: { orderId, couponCode: 'GIFT14DAYS' },
    headers: { origin },
  });
  expect(spent.ok()).toBe(true);
  await codes.confirm('GIFT14DAYS');
  await codes.problem('GIFT14DAYS', '0063');
  await codes.planChosen('GIFT14DAYS', 'HKEx All-Platform', true);
  await page.keyboard.press('Escape');
  await codes.redeemClosed();
});

test('Redeem Schedule: delete with the keyboard; the code is unused again, without a reload', async ({
  browser,
}) => {
  const { page, codes, schedule } = await open(browser, 'referrer@demo.test', SCHEDULE_URL);
  await schedule.row('Combo Premium', 'GIFTPRODUCT');
  await schedule.row('Combo Premium', 'GIFT5USD');
  await expect(page.getByRole('row', { name: /GIFTPRODUCT/ })).toContainText(
    'Scheduled: in effect',
  );
  await expect(page.getByRole('row', { name: /GIFT5USD/ })).toContainText('not in effect');
  await schedule.cannotDelete('GIFT14DAYS', 'Combo Premium');
  await expectNoAxeViolations(page);
  await shot(page, 'promo-schedule-en-1280');

  await page.getByRole('button', { name: 'Delete GIFTPRODUCT from Combo Premium' }).focus();
  await page.keyboard.press('Enter');
  await schedule.confirming('GIFTPRODUCT');
  await schedule.keep('GIFTPRODUCT');
  await schedule.noDialog();
  // Focus is back on Delete, so Enter opens the confirmation again.
  await expect(
    page.getByRole('button', { name: 'Delete GIFTPRODUCT from Combo Premium' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await schedule.confirming('GIFTPRODUCT');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Delete from schedule' })).toBeFocused();
  await page.keyboard.press('Enter');
  await schedule.deleted('GIFTPRODUCT', 'Combo Premium');
  await schedule.noRow('Combo Premium', 'GIFTPRODUCT');
  await expect(page.getByRole('row', { name: /GIFT5USD/ })).toContainText('Scheduled: in effect');

  await page.getByRole('tab', { name: 'My Promo Codes' }).click();
  await codes.state('GIFTPRODUCT', 'Unused');
  await codes.canRedeem('GIFTPRODUCT');
});

test('Use at checkout takes the code to offer selection, which applies it', async ({ browser }) => {
  const { page, codes } = await open(browser, 'active@demo.test', MY_CODES_URL);
  await codes.useAtCheckout('GIFT5USD');
  await page.waitForURL(/\/pricing\/products\/offerselection\?/);
  const search = Object.fromEntries(new URL(page.url()).searchParams);
  expect(search).toMatchObject({ coupon: 'GIFT5USD', origin: 'promocode' });
  // A plan active@ does not have yet (Combo Premium would be an upgrade, which takes no coupon).
  await page.getByRole('radio', { name: /A-Shares Mobile/ }).check();
  await expect(
    page.getByText('Your promo code GIFT5USD will be applied at checkout.'),
  ).toBeVisible();
});

test('in Traditional Chinese (zh_HK): the codes, the redeem dialog and the schedule', async ({
  browser,
}) => {
  const { page } = await open(browser, 'referrer@demo.test', MY_CODES_URL, 'zh-HK');
  await expect(page.getByRole('tab', { name: '我的優惠碼' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'GIFTOLD' })).toContainText('已過期');
  await page.getByRole('button', { name: '兌換至計劃：GIFT20PCT' }).click();
  const dialog = page.getByRole('dialog', { name: '將 GIFT20PCT 兌換至計劃' });
  await expect(dialog).toContainText('此計劃已安排 GIFTPRODUCT');
  await expectNoAxeViolations(page);
  await shot(page, 'promo-redeem-zh_HK-1280');
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.getByRole('tab', { name: '兌換時間表' }).click();
  const table = page.getByRole('table', { name: '已兌換至您計劃的優惠碼' });
  await expect(table.getByRole('row', { name: /GIFT5USD/ })).toContainText('未生效');
  const words = await page.getByRole('main').innerText();
  expect(words, 'no English words left').not.toMatch(/\b(Scheduled|Delete|Applied|Product)\b/);
  await expectNoAxeViolations(page);
  await shot(page, 'promo-schedule-zh_HK-1280');
});

test('a tab whose code is lost on the way says so in its place, and Retry brings it', async ({
  browser,
}) => {
  const page = await newPage(browser);
  let lost = 0;
  await page.route('**/static/js/RedeemSchedule-*.js', (route) => {
    if (lost++ === 0) return route.abort('connectionreset');
    return route.continue();
  });
  await openSignedIn(page, 'referrer@demo.test', SCHEDULE_URL);
  const panel = page.getByRole('tabpanel');
  // The page, its tabs and the tab's own heading stay; the error ranks under them.
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Code' })).toBeVisible();
  await expect(panel.getByRole('alert')).toContainText('Part of the page failed to download.');
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
    'This page could not be loaded',
  );
  await panel.getByRole('button', { name: 'Retry' }).click();
  await schedulePage(playwrightPerson(page)).row('Combo Premium', 'GIFTPRODUCT');
  await page.context().close();
});
