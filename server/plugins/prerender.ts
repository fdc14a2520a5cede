import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../src/api/contract/cookies';
import { PRERENDERED_ID, type RenderPricingPage } from '../../src/api/contract/prerendered';
import type { AppLocale } from '../../src/i18n/locale';
import type { Db } from '../db/client';
import { escapeHtml } from '../lib/html';
import { pageLocale } from '../routes/auth/language';
import { loadCatalog } from '../services/catalog';
import { priceListOf, VISITOR } from '../services/priceList';

/** The app's two addresses of the price list: the base path (which the app redirects) and its own. */
const PRICING_PATHS = new Set(['/pricing/', '/pricing/pricing', '/pricing/pricing/']);
// A phone's browser says so; a wrong guess costs one re-layout when the app starts, nothing else.
// Not "Android" alone: Android tablets say Android without Mobile, and lay the app out wide.
const PHONE = /Mobi|iPhone|iPod/i;

/** Chromium says whether it is on a phone (Sec-CH-UA-Mobile, sent unasked); others by their name. */
function drawsForPhone(headers: FastifyRequest['headers']): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1' || hint === '?0') return hint === '?1';
  return PHONE.test(headers['user-agent'] ?? '');
}

/** One drawn page, compressed once for every visitor who gets it. */
export interface DrawnPage {
  /** The inline stylesheets' sha256 (base64), for the answer's Content-Security-Policy. */
  styleHashes: string[];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface Prerenderer {
  /** The pricing page with its content drawn, or null where the plain app page must go. */
  page(request: FastifyRequest): Promise<DrawnPage | null>;
}

/**
 * The app's stylesheets (one, some 2 KB compressed) go into the drawn page itself: its first paint
 * then needs the HTML alone, not a second round trip before anything shows.
 */
function inlineStylesheets(html: string, distDir: string) {
  const styleHashes: string[] = [];
  const template = html.replace(
    /<link rel="stylesheet" crossorigin href="\/pricing\/(assets\/[\w.-]+\.css)">/g,
    (_link, file: string) => {
      const css = readFileSync(resolve(distDir, file), 'utf8');
      styleHashes.push(createHash('sha256').update(css).digest('base64'));
      return `<style>${css}</style>`;
    },
  );
  return { template, styleHashes };
}

/**
 * A drawn page is whole without its scripts: they make it work, but what the visitor reads is
 * already in the HTML, so they are fetched at low priority, after anything the page shows.
 */
const behindTheContent = (html: string) =>
  html.replaceAll('<script type="module"', '<script type="module" fetchpriority="low"');

/**
 * The open pricing page sent with its header, heading, intro and plans already in the HTML, so a
 * visitor reads it before any script runs. Only a first visit is drawn here (no session, no query):
 * anyone signed in, or arriving with a choice in the address, gets the app page as before.
 */
export async function createPrerenderer(distDir: string, db: Db): Promise<Prerenderer | null> {
  const modulePath = resolve(`${distDir}-ssr`, 'pricingPage.js');
  const manifestPath = resolve(distDir, '.vite', 'manifest.json');
  if (!existsSync(modulePath) || !existsSync(manifestPath)) return null;
  const { renderPricingPage } = (await import(pathToFileURL(modulePath).href)) as {
    renderPricingPage: RenderPricingPage;
  };
  const { template, styleHashes } = inlineStylesheets(
    behindTheContent(readFileSync(resolve(distDir, 'index.html'), 'utf8')),
    distDir,
  );
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const base = '/pricing/';
  // One page per language and device, kept while the price list it shows stays the same (the
  // catalog is re-read once a minute; a new read with the same prices draws nothing new) and the
  // year in its footer is this year.
  const drawn = new Map<string, { shows: string; page: Promise<DrawnPage> }>();

  const draw = async (
    locale: AppLocale,
    mobile: boolean,
    priceList: unknown,
  ): Promise<DrawnPage> => {
    const page = await renderPricingPage({ locale, mobile, priceList });
    const messages = manifest[`src/locales/${locale}/messages.ts`]?.file;
    const head = [
      `<title>${escapeHtml(page.title)}</title>`,
      messages
        ? `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${messages}">`
        : '',
    ].join('\n    ');
    const html = template
      .replace('<html lang="en">', `<html lang="${page.lang}" class="${page.themeClass}">`)
      .replace(/<title>[^<]*<\/title>/, head)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${page.body}</div>\n    <script type="application/json" id="${PRERENDERED_ID}">${page.data}</script>`,
      );
    const identity = Buffer.from(html);
    return { styleHashes, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
  };

  return {
    async page(request) {
      const [path, query] = request.url.split('?');
      if (!PRICING_PATHS.has(path ?? '') || query !== undefined) return null;
      if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_HINT_COOKIE]) return null;
      const locale = pageLocale(request);
      const mobile = drawsForPhone(request.headers);
      const priceList = priceListOf(await loadCatalog(db), locale, VISITOR);
      // The footer names the year (UTC, as the app does): a page drawn last year is not handed on.
      const shows = `${new Date().getUTCFullYear()}:${JSON.stringify(priceList)}`;
      const key = `${locale}:${mobile}`;
      let entry = drawn.get(key);
      if (entry?.shows !== shows) {
        const page = draw(locale, mobile, priceList);
        entry = { shows, page };
        drawn.set(key, entry);
        // A failed drawing is not kept: the next visitor tries again.
        page.catch(() => {
          if (drawn.get(key)?.page === page) drawn.delete(key);
        });
      }
      try {
        return await entry.page;
      } catch (error) {
        // The app page still works: it draws the same content once its scripts run.
        request.log.error({ err: error }, 'prerendering the pricing page failed');
        return null;
      }
    },
  };
}
