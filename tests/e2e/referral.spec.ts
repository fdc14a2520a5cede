import { readFileSync } from 'node:fs';
import { type Browser, expect } from '@playwright/test';
import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { DAY_MS, ServerClock } from '../model/drivers/serverClock';
import { playwrightPerson } from '../pages/playwrightPerson';
import { schedulePage } from '../pages/promotion';
import { REFERRAL_URL, referralPage, referralWelcome } from '../pages/referral';
import { DESKTOP, expectNoAxeViolations, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// Referral Program against the real server. referrer@ has twelve visits, seven friends and a bonus
// in every status; new@ has none.
test.beforeEach(resetDemo);

async function open(browser: Browser, email: string, locale = 'en-US') {
  const context = await browser.newContext({
    locale,
    viewport: DESKTOP,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await openSignedIn(page, email, REFERRAL_URL);
  return { page, referral: referralPage(playwrightPerson(page)) };
}

test('the link, copied with "Copied URL"; its figures; every bonus with its reason', async ({
  browser,
}) => {
  const { page, referral } = await open(browser, 'referrer@demo.test');
  await referral.showsLink();
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  expect(link).toMatch(/\/pricing\/\?referral=\w+/);
  await referral.figures(12, 7);
  // A desktop browser without a share sheet is offered no Share… button, and nothing is copied yet.
  await referral.idle(false);
  const table = page.getByRole('table', { name: 'Bonus codes' });
  await expect(table).toContainText('Not yet available');
  await expect(table).toContainText(
    /Available on .+: 90 days after your friend’s first payment, as they pay semi-annually\./,
  );
  await expect(table).toContainText('Paid against order');
  await expect(table).toContainText('Paid out to you in cash.');
  await expect(table).toContainText('Your friend’s plan ended before this bonus became available');
  await expect(table).toContainText(/Expires on .+, one year after it became available\./);
  await expect(
    page.getByText(/Cumulative bonus: HK\$[\d,.]+ of the HK\$800\.00 needed/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'referral-en-1280');

  await referral.copy();
  await referral.copied();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The chat apps get the link inside a ready message in the page's language.
  const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(new URL(whatsapp ?? '').searchParams.get('text') ?? '')).toBe(
    `Research Hong Kong and China A-shares with Stock Research. Sign up with my link: ${link}`,
  );
  await page.context().close();
});

test('the QR code, downloaded as an image, decodes back to the referral link', async ({
  browser,
}) => {
  const { page } = await open(browser, 'referrer@demo.test');
  const link = await page.getByRole('textbox', { name: 'Your referral link' }).inputValue();
  await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download QR code' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('stock-research-referral-qr.png');
  const png = PNG.sync.read(readFileSync(await download.path()));
  expect(decodeQR({ width: png.width, height: png.height, data: png.data })).toBe(link);
  await page.context().close();
});

test('a new account: zeros, no bonus yet, and the link to share', async ({ browser }) => {
  const { page, referral } = await open(browser, 'new@demo.test');
  await referral.showsLink();
  await referral.figures(0, 0);
  await referral.noBonus();
  await expect(
    page.getByText(/Once your cumulative bonus is above HK\$800\.00, you can ask customer service/),
  ).toBeVisible();
  await page.context().close();
});

test('in Traditional Chinese (zh_HK), with the chat message in Chinese', async ({ browser }) => {
  const { page } = await open(browser, 'referrer@demo.test', 'zh-HK');
  await expect(page.getByRole('button', { name: '複製連結' })).toBeVisible();
  await expect(page.getByRole('table', { name: '獎賞碼' })).toContainText('已提取現金');
  const link = await page.getByRole('textbox', { name: '您的推薦連結' }).inputValue();
  const line = await page.getByRole('link', { name: 'LINE' }).getAttribute('href');
  expect(new URL(line ?? '').searchParams.get('text')).toBe(
    `用股票研究研究港股及 A 股。經我的連結登記：${link}`,
  );
  const words = await page.getByRole('main').innerText();
  expect(words, 'no English words left').not.toMatch(/\b(Bonus|Available|Copy|Referral)\b/);
  await expectNoAxeViolations(page);
  await shot(page, 'referral-zh_HK-1280');
  await page.context().close();
});

test('an available bonus is redeemed on a plan once, however often Redeem is clicked, and can be given back', async ({
  browser,
}) => {
  const { page, referral } = await open(browser, 'referrer@demo.test');
  const person = playwrightPerson(page);
  const redeems: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/pc/ap')) redeems.push(r.url());
  });
  await person.seesTerm('Available bonus', 'HK$400.00');
  // Only available bonus codes offer it: two in referrer@'s programme.
  await expect(page.getByRole('button', { name: /^Redeem on a plan: / })).toHaveCount(2);
  await referral.openRedeem('RBDEMOAVL1');
  await referral.redeemOpen('RBDEMOAVL1');
  const dialog = page.getByRole('dialog', { name: 'Redeem RBDEMOAVL1 on a plan' });
  // Their one plan is chosen; a bonus replaces the code in effect there, and the dialog says so.
  await expect(dialog).toContainText(/already has GIFTPRODUCT scheduled/);
  await dialog.getByRole('button', { name: 'Redeem RBDEMOAVL1' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: /^RBDEMOAVL1 is redeemed on Combo Premium\./ }),
  ).toHaveText(/Nothing is charged now: it applies on .+\.$/);
  await expect(dialog).toBeHidden();
  expect(redeems).toHaveLength(1);
  // Read again: spent on that plan's order, off the available bonus, and on the schedule.
  await expect(
    page.getByRole('row', { name: /RBDEMOAVL1/ }).getByText(/^Paid against order \d+\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem on a plan: RBDEMOAVL1' })).toHaveCount(0);
  await person.seesTerm('Available bonus', 'HK$200.00');
  await page.getByRole('tab', { name: 'Redeem Schedule' }).click();
  const schedule = schedulePage(person);
  await schedule.waiting('Combo Premium', 'RBDEMOAVL1');
  // Deleted from the schedule, the bonus is available again.
  await schedule.deletes('RBDEMOAVL1', 'Combo Premium');
  await schedule.takenOff('RBDEMOAVL1', 'Combo Premium');
  await page.getByRole('tab', { name: 'Referral Program' }).click();
  await expect(page.getByRole('button', { name: 'Redeem on a plan: RBDEMOAVL1' })).toBeVisible();
  await page.context().close();
});

test('as the server’s clock passes, a pending bonus becomes available, then expires a year later', async ({
  browser,
  baseURL,
}) => {
  const clock = new ServerClock(baseURL ?? '');
  try {
    const { page } = await open(browser, 'referrer@demo.test');
    const pending = page.getByRole('row', { name: /RBDEMOPEND/ });
    // A friend's annual plan: available 180 days after their first payment, for a year.
    const annual = page.getByRole('row', { name: /RBDEMOAVL2/ });
    await expect(annual).toContainText(/Available.*Expires on/);
    await expect(pending).toContainText('Not yet available');
    await expect(pending).toContainText('90 days after your friend’s first payment');
    // Its 90 days (from the friend's first semi-annual payment) end within the next 100 days.
    await clock.forward(100 * DAY_MS);
    await page.reload();
    await expect(pending).toContainText('Available');
    await expect(pending).toContainText(/Expires on .+, one year after it became available\./);
    await clock.forward(400 * DAY_MS);
    await page.reload();
    await expect(pending).toContainText('Expired');
    await expect(pending).toContainText(/Expired on .+, one year after it became available\./);
    await expect(annual).toContainText(/Expired on .+, one year after it became available\./);
    await page.context().close();
  } finally {
    await clock.restore();
  }
});

test('a friend follows the referral link, signs up, is welcomed once, and the discount is in the checkout summary', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await page.goto('/pricing/?referral=DEMOREF1');
  await page.waitForURL(/\/pricing\/pricing\?referral=DEMOREF1/);
  await page.getByRole('link', { name: 'Choose HKEx Mobile' }).click();
  await page.waitForURL(/\/login\?/);
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await page.getByLabel('Email').fill('welcomed@example.com');
  await page.getByLabel('Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(/\/pricing\/products\/offerselection\?.*referral=DEMOREF1/);

  const welcome = page.getByRole('dialog', { name: 'Welcome! A friend referred you' });
  await expect(welcome).toContainText(
    /gets 50% off, up to \$60\.00\. It is applied at checkout by itself, until/,
  );
  const welcomePage = referralWelcome(playwrightPerson(page));
  await welcomePage.shown();
  await expectNoAxeViolations(page);
  await shot(page, 'referral-welcome-en-1280');
  await welcomePage.close();
  await welcomePage.notShown();

  // Once: the next visit to offer selection does not show it again.
  await page.reload();
  await expect(page.getByRole('radio', { name: /HKEx Mobile/ })).toBeChecked();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await page.waitForURL(/\/pricing\/products\/checkout\?/);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('REFERRAL');
  const orders = await request.get('/__test/orders', { params: { email: 'welcomed@example.com' } });
  expect(orders.ok()).toBe(true);
  await page.context().close();
});
