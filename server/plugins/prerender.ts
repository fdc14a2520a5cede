import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../src/api/contract/cookies';
import {
  PRERENDERED_ID,
  type RenderPricingPage,
  TAKEN_OVER_ATTRIBUTE,
} from '../../src/api/contract/prerendered';
import type { AppLocale } from '../../src/i18n/locale';
import type { Db } from '../db/client';
import { escapeHtml } from '../lib/html';
import { pageLocale } from '../routes/auth/language';
import { loadCatalog } from '../services/catalog';
import { priceListOf, VISITOR } from '../services/priceList';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

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
interface DrawnPage {
  /** The inline stylesheets' sha256 (base64), for the answer's Content-Security-Policy. */
  styleHashes: string[];
  /** The inline starter's sha256 (base64), likewise. */
  scriptHashes: string[];
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
    /<link rel="stylesheet" crossorigin href="\/pricing\/(static\/css\/[\w.-]+\.css)">/g,
    (_link, file: string) => {
      const css = readFileSync(resolve(distDir, file), 'utf8');
      styleHashes.push(sha256(css));
      return `<style>${css}</style>`;
    },
  );
  return { template, styleHashes };
}

/** The module scripts and preloads of the page's HTML, taken out to be started after its paint. */
function takeScripts(html: string) {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(
      /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g,
      (_tag, src: string) => {
        scripts.push(src);
        return '';
      },
    )
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { rest, scripts, preloads };
}

/**
 * A drawn page is whole without its scripts: they make it work, but what the visitor reads is
 * already in the HTML. So nothing is fetched before the first paint: this starter asks for the
 * app's modules (in order, as the page's own tags would run them) once the browser reports a paint,
 * or after the next frame where it cannot, or after a second where no frame comes (a tab opened in
 * the background).
 */
export function afterFirstPaint(scripts: readonly string[], preloads: readonly string[]): string {
  const urls = JSON.stringify({ s: scripts, p: preloads }).replaceAll('<', '\\u003c');
  return [
    '(function(a){var d=document,done=0;',
    'function add(t,f){var e=d.createElement(t);e.crossOrigin="";f(e);d.head.appendChild(e)}',
    'function go(){if(done)return;done=1;',
    'a.p.forEach(function(h){add("link",function(l){l.rel="modulepreload";l.href=h})});',
    'a.s.forEach(function(h){add("script",function(s){s.type="module";s.async=false;s.src=h})})}',
    'function soon(){setTimeout(go,0)}',
    'var P=window.PerformanceObserver;',
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(soon).observe({type:"paint",buffered:true});',
    'else requestAnimationFrame(soon);',
    `setTimeout(go,1000)})(${urls})`,
  ].join('');
}

/**
 * A drawn page's controls look ready before the app has taken them over. A choice made then is
 * kept and made again once the app has (`TAKEN_OVER_ATTRIBUTE` on `<html>`), instead of being lost or left on
 * screen against prices the app never changed: a radio's click is held (the radio stays as drawn
 * until the app answers it), a list's new value is noted. Links need nothing: they simply go.
 */
const KEEP_EARLY_CHOICES = [
  '(function(d){var h=d.documentElement,q=[];',
  `function late(){return h.getAttribute("${TAKEN_OVER_ATTRIBUTE}")}`,
  'd.addEventListener("click",function(e){var t=e.target;',
  'if(late()||!t||t.type!=="radio")return;e.preventDefault();q.push(function(){t.click()})},true);',
  'd.addEventListener("change",function(e){var t=e.target;',
  'if(late()||!t||t.tagName!=="SELECT")return;var v=t.value;',
  'q.push(function(){t.value=v;t.dispatchEvent(new Event("change",{bubbles:true}))})},true);',
  'new MutationObserver(function(m,o){if(!late())return;o.disconnect();',
  `q.splice(0).forEach(function(f){f()})}).observe(h,{attributes:true,attributeFilter:["${TAKEN_OVER_ATTRIBUTE}"]})`,
  '})(document);',
].join('');

/** The drawn page's one inline script: it keeps early choices and starts the app after the paint. */
export const drawnPageStarter = (scripts: readonly string[], preloads: readonly string[]) =>
  KEEP_EARLY_CHOICES + afterFirstPaint(scripts, preloads);

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
  const page = takeScripts(readFileSync(resolve(distDir, 'index.html'), 'utf8'));
  const { template, styleHashes } = inlineStylesheets(page.rest, distDir);
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
    const drawing = await renderPricingPage({ locale, mobile, priceList });
    const messages = manifest[`src/locales/${locale}/messages.ts`]?.file;
    const starter = drawnPageStarter(page.scripts, [
      ...page.preloads,
      ...(messages ? [`${base}${messages}`] : []),
    ]);
    const html = template
      .replace('<html lang="en">', `<html lang="${drawing.lang}" class="${drawing.themeClass}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(drawing.title)}</title>`)
      .replace(
        '<div id="root"></div>',
        [
          `<div id="root">${drawing.body}</div>`,
          `<script type="application/json" id="${PRERENDERED_ID}">${drawing.data}</script>`,
          `<script>${starter}</script>`,
        ].join('\n    '),
      );
    const identity = Buffer.from(html);
    return {
      styleHashes,
      scriptHashes: [sha256(starter)],
      identity,
      br: brotliCompressSync(identity),
      gzip: gzipSync(identity),
    };
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
