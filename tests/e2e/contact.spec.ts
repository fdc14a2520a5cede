import { type Browser, expect, type Page } from '@playwright/test';
import { CONTACT_LABELS } from '../pages/checkout';
import { CONTACT_WORDS, contactPage, contactUrl } from '../pages/contact';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// Contact Info against the real server: active@ has details saved (Alex Active), new@ has none.
test.beforeEach(resetDemo);

const SAVED = {
  firstName: 'Alex',
  lastName: 'Active',
  billingEmail: 'active@demo.test',
  phone: '+852 5555 0101',
  saveAsContact: true,
};

/** The account's saved language, as the server has it (null: never saved). */
async function accountLanguage(page: Page) {
  const response = await page.request.get('/api/ch/us/d?names=LANGUAGE', {
    headers: { origin: new URL(page.url()).origin },
  });
  const body = (await response.json()) as { errorCode: string; LANGUAGE?: string | null };
  expect(body.errorCode, 'the settings are read').toBe('0');
  return body.LANGUAGE ?? null;
}

/** A signed-in page on Contact Info (desktop, English unless said otherwise), and its page object. */
async function openContact(
  browser: Browser,
  email: string,
  options: { locale?: string; mobile?: boolean; lang?: string } = {},
) {
  const page = await newPage(browser, options);
  await openSignedIn(page, email, contactUrl(options.lang));
  return { page, contact: contactPage(playwrightPerson(page)) };
}

test('saved details, a problem at its field, a save by keyboard that stays after reload', async ({
  browser,
}) => {
  const { page, contact } = await openContact(browser, 'active@demo.test');
  await contact.shows(SAVED, { unsaved: false });
  await expectNoAxeViolations(page);

  // A person types a wrong e-mail and moves on with Tab: the problem shows at the field.
  const email = page.getByLabel(CONTACT_LABELS.billingEmail, { exact: true });
  await email.fill('alex@');
  await page.keyboard.press('Tab');
  await contact.problems({ billingEmail: 'emailInvalid' });
  await expect(page.getByRole('button', { name: CONTACT_WORDS.discard })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'contact-problem');

  // Enter saves nothing while a field has a problem; the keyboard goes to that field.
  await page.getByLabel(CONTACT_LABELS.phone, { exact: true }).fill('+852 6666 0202');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await contact.notSaved();

  await email.fill('  alex.chan@example.com ');
  await page.keyboard.press('Enter');
  await contact.saved();
  const saved = { ...SAVED, billingEmail: 'alex.chan@example.com', phone: '+852 6666 0202' };
  await contact.shows(saved, { unsaved: false });

  await page.reload();
  await contact.shows(saved, { unsaved: false });
  await contact.notSaved();
});

test('a failed save keeps what was typed and says so; Discard puts back the saved details', async ({
  browser,
}) => {
  const { page, contact } = await openContact(browser, 'active@demo.test');
  await contact.shows(SAVED, { unsaved: false });
  // The connection drops on the way to the server.
  await page.route('**/api/v2/ch/pc/puc', (route) => route.abort('internetdisconnected'));
  await contact.type('lastName', 'Chan');
  await contact.save();
  await contact.saveFailed('network');
  await contact.shows({ ...SAVED, lastName: 'Chan' }, { unsaved: true });
  await expectNoAxeViolations(page);
  await page.unroute('**/api/v2/ch/pc/puc');
  await contact.discard();
  await contact.shows(SAVED, { unsaved: false });
});

test('a new investor starts from empty fields; every problem shows on Save', async ({
  browser,
}) => {
  const { page, contact } = await openContact(browser, 'new@demo.test');
  const empty = { firstName: '', lastName: '', billingEmail: '', phone: '', saveAsContact: true };
  await contact.shows(empty, { unsaved: false });
  await contact.type('lastName', 'Ng');
  await contact.save();
  await contact.problems({ firstName: 'blank', billingEmail: 'blank', phone: 'phoneMissing' });
  await expect(page.getByLabel(CONTACT_LABELS.firstName, { exact: true })).toBeFocused();
});

test('in Simplified Chinese: the form, its problems and its confirmation, with no English left', async ({
  browser,
}) => {
  const { page } = await openContact(browser, 'active@demo.test', { locale: 'zh-CN' });
  await expect(page.getByRole('heading', { level: 1, name: '联系信息' })).toBeVisible();
  const email = page.getByLabel('账单邮箱', { exact: true });
  await email.fill('x');
  await page.getByLabel('手机号码', { exact: true }).fill('');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(email).toHaveAccessibleDescription(/\S/);
  const main = page.getByRole('main');
  await expect(main).not.toContainText(/[A-Za-z]{3,}/);
  await email.fill('alex@example.cn');
  await page.getByLabel('手机号码', { exact: true }).fill('+86 138 0000 0000');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('status').filter({ hasText: '您的联系信息已保存。' })).toBeVisible();
  await expect(main).not.toContainText(/[A-Za-z]{3,}/);
  await shot(page, 'contact-zh-CN');
});

test('/contact/zh_HK opens Contact Info in Traditional Chinese for this visit only', async ({
  browser,
}) => {
  const { page } = await openContact(browser, 'active@demo.test', { lang: 'zh_HK' });
  await expect(page.getByRole('heading', { level: 1, name: '聯絡資料' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  // The account and this browser keep their language: the next visit is in English again.
  expect(await accountLanguage(page)).toBeNull();
  await page.goto('/pricing/personalcentre/contact');
  await expect(page.getByRole('heading', { level: 1, name: CONTACT_WORDS.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await accountLanguage(page)).toBeNull();
});

test('on a phone, Contact Info says it is on larger screens and leads back to My Plan', async ({
  browser,
}) => {
  const { page } = await openContact(browser, 'active@demo.test', { mobile: true });
  await expect(page.getByRole('note')).toContainText('not available on mobile');
  await expect(page.getByLabel(CONTACT_LABELS.firstName)).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to My Plan' }).click();
  await expect(page).toHaveURL(/\/personalcentre\/myplans$/);
});
