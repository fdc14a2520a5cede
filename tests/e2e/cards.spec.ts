import { type Browser, expect, type Page } from '@playwright/test';
import { cardsWallet, walletMastercard, walletVisa } from '../factories/cards';
import { ServerClock } from '../model/drivers/serverClock';
import { CARD_WORDS, CARDS_URL, cardsPage, GOOD_CARD, named } from '../pages/cards';
import { MY_PLANS } from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// Payment Method against the real server. cards@ has eleven cards: Mastercard 4444 (paying for an
// annual HKEx Mobile plan, expiring next month) and Visa 1001–1010; new@ has none.
test.beforeEach(resetDemo);

const VISA = (n: number) => named(walletVisa(n));
const EXPIRING = named(walletMastercard);

async function openCards(
  browser: Browser,
  email: string,
  options: { locale?: string; mobile?: boolean } = {},
) {
  const page = await newPage(browser, { mobile: true, ...options });
  await openSignedIn(page, email, CARDS_URL);
  return { page, cards: cardsPage(playwrightPerson(page)) };
}

/** Counts the page's calls to one method of pc/std (a double click must send one). */
function countCalls(page: Page, method: 'POST' | 'DELETE') {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes('/api/v2/ch/pc/std')) seen.count++;
  });
  return seen;
}

test('a phone lists ten cards, then the eleventh; the expiring card says so', async ({
  browser,
}) => {
  const { page, cards } = await openCards(browser, 'cards@demo.test');
  const firstPage = cardsWallet().slice(0, 10).map(named);
  await cards.lists(firstPage, 11);
  await cards.expiresFirst();
  await expect(page.getByText('HKEx Mobile, next payment on')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'cards-phone');

  await cards.more();
  await cards.lists([...firstPage, VISA(10)], 11);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing wider than the phone').toBeLessThanOrEqual(390);
});

test('delete by keyboard: focus goes in, Escape returns it, confirming deletes once', async ({
  browser,
}) => {
  const { page, cards } = await openCards(browser, 'cards@demo.test');
  const deletes = countCalls(page, 'DELETE');
  const opener = page.getByRole('button', { name: `Delete ${VISA(1)}` });
  await opener.focus();
  await page.keyboard.press('Enter');
  await cards.confirming(VISA(1));
  const dialog = page.getByRole('dialog', { name: `Delete ${VISA(1)}?` });
  await expect(dialog.getByRole('button', { name: CARD_WORDS.deleteCard })).toBeFocused();
  // Tab stays inside the dialog.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(deletes.count).toBe(0);

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: CARD_WORDS.deleteCard }).dblclick();
  await cards.gone(VISA(1));
  expect(deletes.count, 'a double click deletes once').toBe(1);
  await page.reload();
  await cards.lists([EXPIRING, ...Array.from({ length: 9 }, (_, i) => VISA(i + 2))], 10);
});

test('a card that pays for a plan is not deleted: the dialog names the plan and where to switch', async ({
  browser,
}) => {
  // Desktop has no Payment Method tab: the saved cards are one link away from My Plan.
  const page = await newPage(browser, { mobile: false });
  await openSignedIn(page, 'cards@demo.test', MY_PLANS);
  await page.getByRole('link', { name: 'Manage your saved cards' }).click();
  const cards = cardsPage(playwrightPerson(page));
  const deletes = countCalls(page, 'DELETE');
  await cards.openDelete(EXPIRING);
  await cards.inUse(['HKEx Mobile']);
  await expectNoAxeViolations(page);
  await cards.closeInUse();
  await expect(page.getByRole('button', { name: `Delete ${EXPIRING}` })).toBeFocused();
  expect(deletes.count, 'nothing is sent for a card in use').toBe(0);
});

test('in Simplified Chinese: add a card, a refusal keeps the name, then one card is added', async ({
  browser,
  baseURL,
}) => {
  const clock = new ServerClock(baseURL ?? '');
  const { page } = await openCards(browser, 'new@demo.test', { locale: 'zh-CN' });
  const posts = countCalls(page, 'POST');
  await expect(page.getByRole('heading', { name: '付款方式', level: 1 })).toBeVisible();
  await expect(page.getByText('您还没有已保存的银行卡。')).toBeVisible();
  await page.getByRole('button', { name: '添加银行卡' }).click();
  const dialog = page.getByRole('dialog', { name: '添加银行卡' });
  await expect(dialog.getByLabel('持卡人姓名')).toBeFocused();

  // A number that fails the Luhn check is caught at the field; nothing is sent.
  await dialog.getByLabel('持卡人姓名').fill(GOOD_CARD.holder);
  await dialog.getByLabel('卡号').fill('4242 4242 4242 4241');
  await dialog.getByLabel('到期日').fill('12/27');
  await dialog.getByLabel('安全码（CVV）').fill('123');
  await dialog.getByRole('button', { name: '添加卡' }).click();
  await expect(dialog.getByLabel('卡号')).toBeFocused();
  await expect(dialog.getByLabel('卡号')).toHaveAttribute('aria-invalid', 'true');
  expect(posts.count).toBe(0);

  // The server's day is past the card's expiry: the gateway refuses it with its code.
  await clock.forward(3 * 365 * 24 * 60 * 60 * 1000);
  try {
    await dialog.getByLabel('卡号').fill(GOOD_CARD.number);
    await dialog.getByRole('button', { name: '添加卡' }).click();
    await expect(dialog.getByRole('alert')).toContainText('错误代码 5003');
  } finally {
    await clock.restore();
  }
  await expect(dialog.getByLabel('持卡人姓名')).toHaveValue(GOOD_CARD.holder);
  await expect(dialog.getByLabel('卡号')).toHaveValue('');
  await expect(dialog.getByLabel('安全码（CVV）')).toHaveValue('');
  await expectNoAxeViolations(page);

  await dialog.getByLabel('卡号').fill(GOOD_CARD.number);
  await dialog.getByLabel('到期日').fill(GOOD_CARD.expiry);
  await dialog.getByLabel('安全码（CVV）').fill(GOOD_CARD.cvc);
  await dialog.getByRole('button', { name: '添加卡' }).dblclick();
  await expect(
    page.getByRole('status').filter({ hasText: '已添加银行卡：尾号 4242 的 Visa。' }),
  ).toBeAttached();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '删除尾号 4242 的 Visa' })).toBeVisible();
  expect(posts.count, 'one refused try and one stored card').toBe(2);
  await expect(page.locator('main')).not.toContainText(/\b(Card|Delete|Add|Default|expires)\b/);
  await shot(page, 'cards-added-zh-CN');
});

test('closing the add dialog forgets the number and CVV', async ({ browser }) => {
  const { page, cards } = await openCards(browser, 'new@demo.test', { mobile: false });
  await cards.openAdd();
  await cards.type(GOOD_CARD);
  await cards.closeAdd();
  await cards.addClosed();
  await expect(page.getByRole('button', { name: CARD_WORDS.add })).toBeFocused();
  await cards.openAdd();
  for (const field of ['holder', 'number', 'expiry', 'cvc'] as const) {
    await cards.seesTyped(field, '');
  }
});

test('in Simplified Chinese on a desktop, by keyboard only: add a card from My Plan’s link, then delete it', async ({
  browser,
}) => {
  const page = await newPage(browser, { mobile: false, locale: 'zh-CN' });
  await openSignedIn(page, 'new@demo.test', MY_PLANS);
  const toCards = page.getByRole('link', { name: '管理已保存的银行卡' });
  await toCards.focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: '添加银行卡' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '添加银行卡' });
  await expect(dialog.getByLabel('持卡人姓名')).toBeFocused();
  // Each field by typing and Tab, as a keyboard user fills a form.
  for (const value of [GOOD_CARD.holder, GOOD_CARD.number, GOOD_CARD.expiry, GOOD_CARD.cvc]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(dialog.getByLabel('卡号')).toHaveValue('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '添加卡' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const remove = page.getByRole('button', { name: '删除尾号 4242 的 Visa' });
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);

  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '删除尾号 4242 的 Visa？' });
  await expect(confirm.getByRole('button', { name: '删除银行卡' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '尾号 4242 的 Visa' })).toBeAttached();
  await expect(remove).toBeHidden();
  await expect(page.getByText('您还没有已保存的银行卡。')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\b(Card|Delete|Add|Default|expires)\b/);
});
