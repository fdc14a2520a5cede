import { expect, type Page } from '@playwright/test';
import { openApp } from '../pages/playwrightPerson';
import { resetDemo, signIn } from './helpers';
import { test } from './test';

// Every screen runs under the server's Content-Security-Policy (no inline script, style only from
// files, connect-src this origin and the API hosts): a violation would mean a broken feature.

test.beforeEach(resetDemo);

/** Collects CSP violations the page reports, from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(message.text())
    )
      logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('the pages send a CSP and report no violation: pricing, sign-in, checkout, my plans', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  const response = await openApp(page, '/pricing/pricing');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto(
    `/login?next=${encodeURIComponent('/pricing/products/checkout?product=HK_MOBILE&cycle=1&currency=USD')}`,
  );
  await signIn(page, 'new@demo.test');
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Nia');
  await page.getByLabel('Last name', { exact: true }).fill('Newman');
  await page.getByLabel('Phone number').fill('+852 5555 0000');
  await page.getByLabel('Cardholder name').fill('Nia Newman');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel(/Term Purchase Agreement/).check();
  await page.getByRole('button', { name: /^(Pay( [^a-z]|$)|Start subscription)/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Complete' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/pricing/personalcentre/myplans');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the statechart viewer draws a machine without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/pricing/statecharts/checkoutMachine');
  await expect(page.getByRole('button').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('a framing page cannot show the app', async ({ page }) => {
  const violations = await watchCsp(page);
  await openApp(page, '/pricing/pricing');
  const framed = await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.src = '/pricing/pricing';
    document.body.append(frame);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    try {
      return (
        frame.contentDocument?.querySelector('#root') !== null && frame.contentDocument !== null
      );
    } catch {
      return false;
    }
  });
  expect(framed).toBe(false);
  // The refusal is the policy working, and the only report.
  expect((await violations()).every((v) => /frame-ancestors|X-Frame-Options|frame/i.test(v))).toBe(
    true,
  );
});
