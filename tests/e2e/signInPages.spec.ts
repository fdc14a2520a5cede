import { expect } from '@playwright/test';
import { openApp } from '../pages/playwrightPerson';
import { LANGUAGES } from '../pages/shell';
import { expectNoAxeViolations, MOBILE, newPage, resetDemo, shot } from './helpers';
import { test } from './test';

// Issue 16, point 8: /login and /signup in the visitor's language, with the product's look, a
// language switch, and the demo accounts while the demo data is seeded.
test.beforeEach(resetDemo);

test('a Hong Kong visitor signs in in Traditional Chinese, can switch, and a demo account is one press', async ({
  browser,
}) => {
  const page = await newPage(browser, { locale: 'zh-HK' });
  await openApp(page, '/pricing/');
  await expect(page.getByRole('heading', { level: 1, name: '價格方案' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: '登入' }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fpricing%2Fpricing/);
  await expect(page.getByRole('heading', { level: 1, name: '登入' })).toBeVisible();
  await expect(page).toHaveTitle('登入 · 股票研究');
  await expect(page.getByRole('link', { name: '股票研究' })).toHaveAttribute('href', '/pricing/');
  await expect(page.getByLabel('電郵')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '示範帳戶' })).toBeVisible();
  await shot(page, 'login-desktop-zh_HK');
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: '語言' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/next=%2Fpricing%2Fpricing/);
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '繁體中文' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '註冊' })).toBeVisible();
  await page.getByRole('navigation', { name: '帳戶' }).getByRole('link', { name: '登入' }).click();

  await page.getByRole('button', { name: '以 trial@demo.test 登入' }).click();
  await expect(page).toHaveURL(/\/pricing\/pricing$/);
  await expect(page.getByText('trial@demo.test')).toBeVisible();
});

test('the login page follows a language chosen in the app, and fits a phone', async ({
  browser,
}) => {
  const page = await newPage(browser, { mobile: true });
  await openApp(page, '/pricing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  // On a phone the language is in the header's menu.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption(LANGUAGES['zh-CN']);
  await expect(page.getByRole('heading', { level: 1, name: '价格方案' })).toBeVisible();
  await page
    .getByRole('link', { name: /组合尊享版|选择/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page.getByLabel('密码')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(MOBILE.width);
  await shot(page, 'login-mobile-zh_CN');
  await expectNoAxeViolations(page);
  // A wrong password is refused in the same language, keeping the email.
  await page.getByLabel('电子邮件').fill('new@demo.test');
  await page.getByLabel('密码').fill('not-the-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('电子邮件或密码不正确。');
  await expect(page.getByLabel('电子邮件')).toHaveValue('new@demo.test');
});
