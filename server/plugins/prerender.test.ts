// PGlite only: the pricing page drawn from the cached catalog; plain reads.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prices } from '../db/schema';
import { invalidateCatalogCache } from '../services/catalog';
import { createHarness, type Harness } from '../test/harness';
import { afterFirstPaint, drawnPageStarter } from './prerender';

// A stand-in for dist-ssr/pricingPage.js (vite build --ssr): it shows what the server handed it
// and counts its drawings. The real module is drawn in the browser tests (tests/e2e/prerender).
const RENDERER = `
let drawings = 0;
export async function renderPricingPage({ locale, priceList, mobile }) {
  if (locale === 'zh_CN' && globalThis.failDrawing) throw new Error('drawing failed');
  drawings += 1;
  const first = priceList.plans[0];
  return {
    lang: locale.replace('_', '-'),
    title: 'Pricing <' + locale + '>',
    themeClass: 'theme',
    body: '<h1>' + [locale, mobile ? 'phone' : 'desktop', priceList.plans.length, first.name, 'drawing ' + drawings].join(' | ') + '</h1>',
    data: JSON.stringify({ locale }),
  };
}
`;
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Stock Research</title>
    <script type="module" crossorigin src="/pricing/static/js/runtime-1.js"></script>
    <script type="module" crossorigin src="/pricing/static/js/boot-1.js"></script>
    <link rel="modulepreload" crossorigin href="/pricing/static/js/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/pricing/static/css/S1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const CSS = 'h1{color:#123}';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
/** The drawn page's one inline classic script (the JSON data block is not one). */
const starterOf = (html: string) => /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? '';

function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'sr-dist-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(`${dist}-ssr`);
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  mkdirSync(join(dist, 'static', 'css'), { recursive: true });
  writeFileSync(join(dist, 'static', 'css', 'S1.css'), CSS);
  const manifest = Object.fromEntries(
    ['en', 'zh_CN', 'zh_HK'].map((l) => [
      `src/locales/${l}/messages.ts`,
      { file: `static/js/m-${l}.js` },
    ]),
  );
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(`${dist}-ssr`, 'pricingPage.js'), RENDERER);
  return dist;
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { distDir: builtApp() } });
});
afterAll(() => h.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

describe('the pricing page, drawn on the server for a first visit', () => {
  it('arrives with its content, language, title and the state the app carries on from', async () => {
    const res = await get('/pricing/', { 'accept-language': 'zh-HK,zh;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-language/i);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers.vary).toMatch(/user-agent/i);
    expect(res.headers.vary).toMatch(/sec-ch-ua-mobile/i);
    expect(res.body).toContain('<html lang="zh-HK" class="theme">');
    expect(res.body).toContain('<title>Pricing &#60;zh_HK&#62;</title>');
    // What the visitor reads is in the HTML: nothing is fetched before it shows. One starter asks
    // for the page's modules and its language's messages after the first paint.
    const tags = res.body.replace(starterOf(res.body), '');
    expect(tags).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(starterOf(res.body)).toBe(
      drawnPageStarter(
        ['/pricing/static/js/runtime-1.js', '/pricing/static/js/boot-1.js'],
        ['/pricing/static/js/vendor-1.js', '/pricing/static/js/m-zh_HK.js'],
      ),
    );
    // The visitor's price list, in their language: five products, the first named in Chinese.
    expect(res.body).toMatch(
      /<div id="root"><h1>zh_HK \| desktop \| 5 \| [^|<]*[\u4e00-\u9fff][^|<]* \| drawing \d+<\/h1><\/div>/,
    );
    expect(res.body).toContain(
      '<script type="application/json" id="sr-prerendered">{"locale":"zh_HK"}</script>',
    );
  });

  it('carries its stylesheet and starter inline, each admitted by its hash and nothing wider', async () => {
    const res = await get('/pricing/');
    expect(res.body).toContain(`<style>${CSS}</style>`);
    expect(res.body).not.toContain('S1.css');
    const policy = String(res.headers['content-security-policy']);
    expect(policy.split(';')).toContain(`style-src 'self' 'sha256-${sha256(CSS)}'`);
    expect(policy.split(';')).toContain(
      `script-src 'self' 'sha256-${sha256(starterOf(res.body))}'`,
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  it('gives the plain app page no inline script and no hash', async () => {
    const res = await get('/pricing/pricing?currency=HKD');
    expect(res.body).not.toContain('<script>');
    expect(String(res.headers['content-security-policy']).split(';')).toContain(
      "script-src 'self'",
    );
  });

  it('is drawn once per language and device, not per visitor', async () => {
    const first = await get('/pricing/pricing', { 'accept-language': 'en-GB' });
    const second = await get('/pricing/', { 'accept-language': 'en-US,en' });
    const drawing = (body: string) => /drawing (\d+)/.exec(body)?.[1];
    expect(drawing(first.body)).toBeDefined();
    expect(drawing(second.body)).toBe(drawing(first.body));
  });

  it('is drawn again when the prices change', async () => {
    const before = await get('/pricing/', { 'accept-language': 'en' });
    await h.database.db.update(prices).set({ amount: sql`${prices.amount} + 100` });
    invalidateCatalogCache();
    const after = await get('/pricing/', { 'accept-language': 'en' });
    const drawing = (body: string) => Number(/drawing (\d+)/.exec(body)?.[1]);
    expect(drawing(after.body)).toBeGreaterThan(drawing(before.body));
    await h.database.db.update(prices).set({ amount: sql`${prices.amount} - 100` });
    invalidateCatalogCache();
  });

  it('is drawn again when the year turns (its footer names the year, in UTC as the app does)', async () => {
    const drawing = (body: string) => Number(/drawing (\d+)/.exec(body)?.[1]);
    // Only Date is faked: the database and the server keep their own timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T23:59:00Z'));
      const lastYear = drawing((await get('/pricing/', { 'accept-language': 'en' })).body);
      const sameYear = drawing((await get('/pricing/', { 'accept-language': 'en' })).body);
      expect(sameYear).toBe(lastYear);
      vi.setSystemTime(new Date('2027-01-01T00:01:00Z'));
      const newYear = drawing((await get('/pricing/', { 'accept-language': 'en' })).body);
      expect(newYear).toBeGreaterThan(lastYear);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the language the app last showed (its cookie) over the browser’s, and a phone', async () => {
    const res = await get('/pricing/', {
      'accept-language': 'en',
      cookie: 'sr_lang=zh_CN',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    });
    expect(res.body).toContain('<h1>zh_CN | phone | 5');
  });

  it('is drawn for a phone when the browser is on one, and wide on a tablet', async () => {
    const layoutFor = async (headers: Record<string, string>) =>
      /\| (phone|desktop) \|/.exec((await get('/pricing/', headers)).body)?.[1];
    const android = (model: string, mobile: string) =>
      `Mozilla/5.0 (Linux; Android 14; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 ${mobile}Safari/537.36`;
    expect(await layoutFor({ 'user-agent': android('Pixel 8', 'Mobile ') })).toBe('phone');
    expect(await layoutFor({ 'user-agent': android('SM-X710', '') }), 'an Android tablet').toBe(
      'desktop',
    );
    expect(
      await layoutFor({
        'user-agent':
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
      }),
      'an iPad',
    ).toBe('desktop');
    // Chromium's own word wins over its user agent (which it may reduce or freeze).
    expect(
      await layoutFor({ 'user-agent': android('K', ''), 'sec-ch-ua-mobile': '?1' }),
      'Chromium on a phone',
    ).toBe('phone');
    expect(
      await layoutFor({ 'user-agent': android('Pixel 8', 'Mobile '), 'sec-ch-ua-mobile': '?0' }),
      'Chromium on a wide screen',
    ).toBe('desktop');
  });

  it('is sent compressed to a browser that accepts brotli', async () => {
    const res = await get('/pricing/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>en | desktop | 5');
  });

  it.each([
    ['signed in (session cookie)', '/pricing/', { cookie: 'sr_session=abc' }],
    ['maybe signed in (hint cookie)', '/pricing/', { cookie: 'sr_signed_in=1' }],
    ['a choice in the address', '/pricing/pricing?currency=HKD', {}],
    ['a referral link', '/pricing/?referral=FRIEND', {}],
    ['another page', '/pricing/personalcentre/myplans', {}],
  ])('is not drawn for %s: the app page goes as before', async (_case, url, headers) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
  });

  it('falls back to the app page when drawing fails, and draws again next time', async () => {
    (globalThis as { failDrawing?: boolean }).failDrawing = true;
    const failed = await get('/pricing/', { cookie: 'sr_lang=zh_CN', 'user-agent': 'desktop' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(TEMPLATE);
    (globalThis as { failDrawing?: boolean }).failDrawing = false;
    const drawn = await get('/pricing/', { cookie: 'sr_lang=zh_CN', 'user-agent': 'desktop' });
    expect(drawn.body).toContain('<h1>zh_CN | desktop | 5');
  });

  it('keeps the build manifest to itself', async () => {
    expect((await get('/pricing/.vite/manifest.json')).statusCode).toBe(404);
  });
});

describe('the drawn page’s starter', () => {
  /** Runs the starter against a stand-in document, frame and timers; returns what it added. */
  function start(code: string, paintTiming = false) {
    const added: string[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const paints: (() => void)[] = [];
    // A browser that reports paints (Chromium, Firefox, Safari 14.1+) or one that does not.
    const window = {
      PerformanceObserver: paintTiming
        ? Object.assign(
            function Observer(this: { observe: () => void }, run: () => void) {
              this.observe = () => paints.push(run);
            },
            { supportedEntryTypes: ['mark', 'paint'] },
          )
        : undefined,
    };
    type Element = Record<string, unknown>;
    const document = {
      createElement: (tag: string): Element => ({ tag }),
      head: {
        appendChild: (e: Element) =>
          added.push(
            e.tag === 'link'
              ? `${e.rel} ${e.href} crossorigin=${e.crossOrigin}`
              : `${e.type} ${e.src} async=${e.async} crossorigin=${e.crossOrigin}`,
          ),
      },
    };
    new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', code)(
      window,
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    const fire = (ms: number) => {
      for (const t of timers.filter((t) => t.ms === ms)) t.run();
    };
    return { added, frames, paints, fire };
  }
  const code = afterFirstPaint(['/a/runtime.js', '/a/boot.js'], ['/a/vendor.js']);
  const everything = [
    'modulepreload /a/vendor.js crossorigin=',
    'module /a/runtime.js async=false crossorigin=',
    'module /a/boot.js async=false crossorigin=',
  ];

  it('asks for nothing until the browser reports a paint, then for every module once, in order', () => {
    const page = start(code, true);
    expect(page.frames, 'no frame is waited for').toEqual([]);
    expect(page.added).toEqual([]);
    for (const paint of page.paints) paint();
    page.fire(0);
    expect(page.added).toEqual(everything);
    page.fire(1000);
    expect(page.added, 'the fallback adds nothing more').toEqual(everything);
  });

  it('without paint timing: asks for nothing until a frame is drawn, then for every module once', () => {
    const page = start(code);
    expect(page.added).toEqual([]);
    for (const frame of page.frames) frame();
    expect(page.added, 'not inside the frame itself').toEqual([]);
    page.fire(0);
    expect(page.added).toEqual(everything);
    page.fire(1000);
    expect(page.added, 'the fallback adds nothing more').toEqual(everything);
  });

  it('starts after a second where no frame comes (a tab opened in the background)', () => {
    const page = start(code);
    page.fire(1000);
    expect(page.added).toEqual(everything);
  });

  it('keeps an address from closing its script element', () => {
    expect(afterFirstPaint(['/a/</script>.js'], [])).not.toContain('</script>');
  });
});
