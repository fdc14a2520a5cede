import { expect, type Locator } from '@playwright/test';
import { openApp } from '../pages/playwrightPerson';
import { newPage } from './helpers';
import { test } from './test';

// Issue 16, point 6: figures line up, product names never break inside, no line of one character.

/** The text of each line an element is laid out on, as the reader sees it. */
function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { top: number; text: string }[] = [];
    const place = (node: Node, at: number, char: string) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      const box = range.getBoundingClientRect();
      if (box.width === 0) return;
      const line = lines.find((l) => Math.abs(l.top - box.top) < box.height / 2);
      if (line) line.text += char;
      else lines.push({ top: box.top, text: char });
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at++) place(node, at, text.charAt(at));
    }
    return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
  });
}

test('at 1280 px, a product name breaks only between words, and prices use tabular figures', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await openApp(page, '/pricing/');
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(5);
  for (const title of await titles.all()) {
    const lines = await linesOf(title);
    expect(
      lines.filter((line) => line.endsWith('-')),
      lines.join(' / '),
    ).toEqual([]);
  }
  const price = page.getByRole('article').first().getByText(/\$\d/).first();
  expect(await price.evaluate((e) => getComputedStyle(e).fontVariantNumeric)).toBe('tabular-nums');
});

test('in zh_HK at 390 px, no product name is split and no paragraph ends on one character', async ({
  browser,
}) => {
  const page = await newPage(browser, { locale: 'zh-HK', mobile: true });
  await openApp(page, '/pricing/');
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(5);
  for (const title of await titles.all()) expect(await linesOf(title)).toHaveLength(1);
  const paragraphs = page.getByRole('main').locator('p');
  for (const paragraph of await paragraphs.all()) {
    const lines = await linesOf(paragraph);
    if (lines.length < 2) continue;
    expect(Array.from(lines.at(-1) ?? '').length, lines.join(' / ')).toBeGreaterThan(1);
  }
});

// Issue 16, point 5: the cards of a row read across, part by part.
for (const cycle of [1, 12]) {
  test(`pricing cards (cycle ${cycle}): prices, perks and buttons line up across a row; ticks, not bullets`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/pricing/pricing?cycle=${cycle}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    const tops = (selector: string) =>
      cards.evaluateAll(
        (els, sel) =>
          els.map((e) => Math.round(e.querySelector(sel)?.getBoundingClientRect().top ?? -1)),
        selector,
      );
    const price = await tops('p');
    const button = await tops('a');
    expect(new Set(price).size, `price tops ${price}`).toBe(1);
    expect(new Set(button).size, `button tops ${button}`).toBe(1);
    const markers = await cards
      .locator('li')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).listStyleType));
    expect(markers.length).toBeGreaterThan(0);
    expect(new Set(markers)).toEqual(new Set(['none']));
  });
}
