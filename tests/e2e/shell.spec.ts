import { expect, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '../../src/api/contract/cookies';
import { openApp, playwrightPerson, returnToTab } from '../pages/playwrightPerson';
import { LANGUAGES, PAGE_ERROR_TEXT, PAGES, SHELL, shell, signIn } from '../pages/shell';
import { GATE, signInGate } from '../pages/signInGate';
import {
  consoleProblems,
  expectNoAxeViolations,
  expectOneHeaderRow,
  MOBILE,
  newPage,
  openSignedIn,
  shot,
} from './helpers';
import { test } from './test';

/**
 * The login page's hint is still there (the session itself has gone), so a gate asks the server;
 * its user-info answer is held so the check is observable, as on a slow network. Releases it.
 */
async function signedInBeforeAndSlow(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: SIGNED_IN_HINT_COOKIE, value: '1', url: baseURL }]);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/ch/se/if*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('sign-in gate', () => {
  test('a first-time visitor choosing a plan goes to the login page with a clean console', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ch/se/if')) asked.push(r.url());
    });
    await openApp(page, '/pricing/');
    await page.getByRole('link', { name: /Combo/ }).first().click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toMatch(
      /^\/pricing\/products\/offerselection\?product=COMBO/,
    );
    // Nobody ever signed in in this browser: the server is not asked who is (no 403, no 401).
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('signing in for the first time from a deep link comes back without a refused request', async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const path = '/pricing/products/offerselection?product=COMBO&cycle=1&currency=USD';
    await page.goto(path);
    await page.waitForURL(/\/login\?/);
    await signIn(playwrightPerson(page), 'new@demo.test');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    await expect(page.getByRole('heading', { level: 1, name: 'Offer Selection' })).toBeVisible();
    // The device registered before the first call, so no call was refused on the way (a 403).
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a "who is signed in" that gets no answer (lost connection, a reload mid-call) signs nobody out', async ({
    page,
  }) => {
    await openSignedIn(page, 'active@demo.test', PAGES.myplans);
    const gate = signInGate(playwrightPerson(page));
    await gate.allowed();
    // The open pricing page asks again, and the connection drops before the server answers.
    await page.route('**/api/ch/se/if', (route) => route.abort('connectionreset'), { times: 1 });
    const dropped = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/ch/se/if'));
    await openApp(page, PAGES.pricing);
    await dropped;
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The next protected page asks the server rather than sending the person to the login page.
    await page.goto(PAGES.myplans);
    await gate.allowed();
  });

  test('a deep link in a browser signed in before shows the check, then the login page with next, then returns', async ({
    page,
    baseURL,
  }) => {
    const release = await signedInBeforeAndSlow(page, baseURL!);
    const gate = signInGate(playwrightPerson(page));
    await page.goto(GATE.deepLink);
    await gate.checking();
    release();

    await page.waitForURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe(GATE.deepLink);

    await page.unroute('**/api/ch/se/if*');
    await signIn(playwrightPerson(page), 'active@demo.test');
    await page.waitForURL(`**${GATE.deepLink}`);
    await gate.allowed();
  });

  test('going back while a protected page checks the sign-in leaves it: no login page for it', async ({
    page,
    baseURL,
  }) => {
    const release = await signedInBeforeAndSlow(page, baseURL!);
    const person = playwrightPerson(page);
    await openApp(page, '/pricing/pricing');
    await shell(person).openPersonalCentre();
    await signInGate(person).checking();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    release();
    // The server says nobody is signed in: the header learns it, and the person stays on pricing.
    await shell(person).signedOut();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/pricing\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  });

  test('pricing stays open to visitors', async ({ page }) => {
    await openApp(page, '/pricing/');
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
    await openApp(page, PAGES.pricing);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const switcher = page.getByRole('combobox', { name: /Language|语言|語言/ });
    const expected = LANGUAGES[htmlLang as keyof typeof LANGUAGES];
    await expect(switcher.locator('option:checked')).toHaveText(expected ?? '');
    const heading = { 'zh-HK': '價格方案', 'zh-CN': '价格方案', en: 'Pricing' }[htmlLang];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await context.close();
  });
}

test('a lost read of the language’s words is tried again, not a blank page', async ({
  browser,
}) => {
  const page = await newPage(browser, { locale: 'zh-HK' });
  let lost = 0;
  await page.route('**/static/js/messages-*.js', async (route) => {
    const response = await route.fetch();
    // The shell's words in Traditional Chinese: the first two reads are lost on the way.
    if ((await response.text()).includes('找不到頁面') && lost < 2) {
      lost += 1;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });
  await page.goto('/pricing/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('找不到頁面');
  expect(lost).toBe(2);
  await page.context().close();
});

test('the language switcher persists the choice', async ({ page }) => {
  await openApp(page, PAGES.pricing);
  await shell(playwrightPerson(page)).chooseLanguage('zh-HK');
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
    await openApp(page, PAGES.pricing);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', layout);
  });
}

test('an unknown path shows the not-found view inside the layout', async ({ page }) => {
  await page.goto('/pricing/no-such-page');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('sign-out', () => {
  test('from a protected page: one request however often clicked, then the open pricing page', async ({
    page,
  }) => {
    await openSignedIn(page, 'active@demo.test', PAGES.myplans);
    await signInGate(playwrightPerson(page)).allowed();
    const header = page.getByRole('banner');
    const signOut = header.getByRole('button', { name: SHELL.signOut });
    await expect(signOut).toBeVisible();
    await expectNoAxeViolations(page);

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/logout') posts++;
    });
    // Both clicks land before the page can answer the first. (A real double click can be slower
    // than the sign-out: its second click then lands on the Sign in link that replaced the button.)
    await signOut.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await shell(playwrightPerson(page)).signedOut();
    await shell(playwrightPerson(page)).onPricing();
    expect(posts).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('sr.signedIn'))).toBeNull();
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('sr_signed_in');

    // The server has really ended the session: a protected page asks for sign-in again.
    await page.goto(PAGES.myplans);
    await page.waitForURL(/\/login\?/);
  });

  test('at width 390, a failed sign-out keeps the person signed in and says so', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await openSignedIn(page, 'active@demo.test', PAGES.pricing);
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
    // One header row on a phone: the account is in the menu.
    await expectOneHeaderRow(page, 'signed in at 390 px');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.route('**/logout', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<p>Maintenance</p>' }),
    );
    const header = page.getByRole('banner');
    const person = shell(playwrightPerson(page));
    await person.signOut();
    const alert = page.getByRole('alert').filter({ hasText: PAGE_ERROR_TEXT.signOutFailed });
    await expect(alert).toContainText('Error Code 503.');
    await person.signedInAs('active@demo.test');
    await expectNoAxeViolations(page);
    await shot(page, 'sign-out-failed-390');

    await alert.getByRole('button', { name: SHELL.dismiss }).click();
    await expect(alert).toHaveCount(0);

    // The server is back; from the keyboard this time.
    await page.unroute('**/logout');
    await header.getByRole('button', { name: SHELL.signOut }).focus();
    await page.keyboard.press('Enter');
    await person.signedOut();
  });

  test('in Traditional Chinese (Hong Kong)', async ({ browser }) => {
    const page = await newPage(browser, { locale: 'zh-HK' });
    await openSignedIn(page, 'active@demo.test', PAGES.myplans);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '登出' }).click();
    await expect(header.getByRole('link', { name: '登入' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '價格方案' })).toBeVisible();
    await page.context().close();
  });

  test('signed out in another tab: the header follows when the person comes back', async ({
    page,
  }) => {
    await openSignedIn(page, 'active@demo.test', PAGES.myplans);
    await signInGate(playwrightPerson(page)).allowed();
    const other = await page.context().newPage();
    await other.goto('/logout');
    await other.getByRole('button', { name: 'Sign out' }).click();
    await expect(other.getByRole('heading', { name: 'Signed out' })).toBeVisible();
    await other.close();

    await returnToTab(page);
    await shell(playwrightPerson(page)).onlySignedOut();
    await shell(playwrightPerson(page)).onPricing();
  });
});
