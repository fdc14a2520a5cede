import { expect, test } from '@playwright/test';

test.describe('sign-in gate', () => {
  test('a signed-out deep link shows the check, then the login page with next, then returns', async ({
    page,
  }) => {
    // Hold the user-info answer so the loading view is observable, as on a slow network.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/ch/se/if*', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/pricing/personalcentre/myplans?x=1');
    await expect(page.getByRole('status')).toBeVisible();
    release();

    await page.waitForURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe('/pricing/personalcentre/myplans?x=1');

    await page.unroute('**/api/ch/se/if*');
    await page.getByLabel('Email').fill('active@demo.test');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/pricing/personalcentre/myplans?x=1');
    await expect(page.getByRole('heading', { name: 'My Plan' })).toBeVisible();
  });

  test('pricing stays open to visitors', async ({ page }) => {
    await page.goto('/pricing/');
    await expect(page).toHaveURL(/\/pricing\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });
});

const languages: [string, string][] = [
  ['zh-TW', 'zh-HK'],
  ['zh-HK', 'zh-HK'],
  ['zh-CN', 'zh-CN'],
  ['zh-SG', 'zh-CN'],
  ['fr', 'en'],
];

for (const [browserLanguage, htmlLang] of languages) {
  test(`browser language ${browserLanguage} shows the ${htmlLang} screens`, async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLanguage });
    const page = await context.newPage();
    await page.goto('/pricing/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const switcher = page.getByRole('combobox', { name: /Language|语言|語言/ });
    const expected = { 'zh-HK': '繁體中文', 'zh-CN': '简体中文', en: 'English' }[htmlLang];
    await expect(switcher.locator('option:checked')).toHaveText(expected ?? '');
    const heading = { 'zh-HK': '價格方案', 'zh-CN': '价格方案', en: 'Pricing' }[htmlLang];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await context.close();
  });
}

test('the language switcher persists the choice', async ({ page }) => {
  await page.goto('/pricing/pricing');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '繁體中文' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('價格方案');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
});

for (const [width, layout] of [
  [690, 'mobile'],
  [691, 'desktop'],
] as const) {
  test(`width ${width} shows the ${layout} layout`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing/pricing');
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
  });
}

test('an unknown path shows the not-found view inside the layout', async ({ page }) => {
  await page.goto('/pricing/no-such-page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
