import { expect, type Locator, type Page } from '@playwright/test';
import { BILLING_WORDS } from '../pages/billing';
import { INVOICE_WORDS, invoicePage, invoiceUrl } from '../pages/invoice';
import { MY_PLANS } from '../pages/plans';
import { playwrightPerson } from '../pages/playwrightPerson';
import { expectNoAxeViolations, newPage, openSignedIn, resetDemo, shot } from './helpers';
import { test } from './test';

// Invoices against the real server: active@'s first paid month of HKEx All-Platform (US$29.00,
// 30 % first-month discount, US$20.30 paid) is the third charge of its billing history.
test.beforeEach(resetDemo);

/** The browser's print dialog, counted instead of opened (headless Chromium has none to show). */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { print: () => void; prints?: number };
    w.print = () => {
      w.prints = (w.prints ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints?: number }).prints ?? 0);
}

/** From My Plan to the billing history, then the first paid month's invoice, as a person goes. */
async function openFirstPaidInvoice(page: Page) {
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  await page
    .getByRole('article', { name: 'HKEx All-Platform' })
    .getByRole('link', { name: 'Billing history' })
    .click();
  const table = page.getByRole('table', { name: BILLING_WORDS.table('HKEx All-Platform') });
  const firstPaid = table.getByRole('row').nth(3);
  await expect(firstPaid).toContainText('$20.30');
  const number = (await firstPaid.getByRole('link', { name: /^Invoice INV-/ }).innerText()).trim();
  await firstPaid.getByRole('link', { name: `Invoice ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
  return number;
}

/** The value a description list gives for a term. */
const definitionOf = (within: Locator, term: string) =>
  within
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const mobile of [false, true]) {
  const layout = mobile ? 'phone' : 'desktop';

  test(`the invoice of a paid month, from the billing history (${layout})`, async ({ browser }) => {
    const page = await newPage(browser, { mobile });
    const prints = await countPrints(page);
    const number = await openFirstPaidInvoice(page);
    await expect(page).toHaveURL(/\/personalcentre\/myplans\/invoice\/\d+$/);
    const sheet = page.getByRole('article', { name: `Invoice ${number}` });
    await expect(sheet).toBeVisible();
    const items = sheet.getByRole('table', { name: INVOICE_WORDS.items });
    await expect(
      items.getByRole('row', { name: 'HKEx All-Platform, Monthly $29.00' }),
    ).toBeVisible();
    const adjustments = sheet.getByRole('table', { name: INVOICE_WORDS.adjustments });
    await expect(
      adjustments.getByRole('row', { name: 'First-month discount 30% -$8.70' }),
    ).toBeVisible();
    for (const [term, value] of [
      ['Subtotal', '$20.30'],
      ['Tax', '$0.00'],
      ['Total', '$20.30'],
      ['Billing email', 'active@demo.test'],
      ['Billing from', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['Billing to', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['Expiry date', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['Issued', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
    ] as const)
      await expect(definitionOf(sheet, term)).toHaveText(value);
    if (mobile) {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no horizontal scrolling at 390').toBeLessThanOrEqual(390);
    }
    await expectNoAxeViolations(page);
    await shot(page, `invoice-${layout}`);
    // Print by keyboard: the browser's dialog opens once per press.
    await page.getByRole('button', { name: INVOICE_WORDS.print }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(prints).toBe(1);
    await page.getByRole('link', { name: INVOICE_WORDS.backToHistory }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  });
}

test('printed, the invoice is one A4 page without the app’s header, navigation or buttons', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const number = await openFirstPaidInvoice(page);
  const sheet = page.getByRole('article', { name: `Invoice ${number}` });
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  for (const hidden of [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: 'Personal Centre' }),
    page.getByRole('button', { name: INVOICE_WORDS.print }),
    page.getByRole('link', { name: INVOICE_WORDS.backToHistory }),
  ])
    await expect(hidden).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages, 'one page').toHaveLength(1);
  // A4 is 595 × 842 points.
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(text);
  expect(box?.slice(1, 3).map((n) => Math.round(Number(n)))).toEqual([595, 842]);
  console.log(`invoice PDF: ${pdf.length} bytes, ${pages.length} page, A4`);
  // Other pages print as they are: the header is back on My Plan.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: INVOICE_WORDS.backToHistory }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('another investor’s invoice answers not found, and nothing of it shows', async ({
  browser,
  page,
}) => {
  const owner = await newPage(browser);
  await openFirstPaidInvoice(owner);
  const id = /invoice\/(\d+)$/.exec(owner.url())?.[1];
  expect(id).toBeTruthy();
  await openSignedIn(page, 'new@demo.test', invoiceUrl(Number(id)));
  await invoicePage(playwrightPerson(page)).notFound();
  await expect(page.getByText(/INV-|\$/)).toHaveCount(0);
});

test('reads in Traditional Chinese: lines, money and dates the Hong Kong way, no English left', async ({
  browser,
}) => {
  const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
  await openSignedIn(page, 'active@demo.test', MY_PLANS);
  await page.getByRole('link', { name: '賬單記錄' }).click();
  const table = page.getByRole('table');
  await table.getByRole('row').nth(3).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: '發票' })).toBeVisible();
  const sheet = page.getByRole('article');
  await expect(sheet.getByText('首月折扣 30%')).toBeVisible();
  await expect(sheet.getByText(/，按月$/)).toBeVisible();
  await expect(page.getByRole('button', { name: '列印 / 另存為 PDF' })).toBeVisible();
  const text = (await page.getByRole('main').innerText())
    .replace(/INV-[\w-]+/g, '')
    .replace(/[\w.+-]+@[\w.-]+/g, '');
  const words = text.match(/[A-Za-z]{2,}/g) ?? [];
  // The dollar's sign (US$) is a name; PDF is what the format is called in Chinese too.
  const names = new Set(['US', 'PDF']);
  expect(words.filter((w) => !names.has(w))).toEqual([]);
  expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  await expectNoAxeViolations(page);
  await shot(page, 'invoice-zh_HK-phone');
});
