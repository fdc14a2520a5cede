import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPrerenderer, type Prerenderer } from './prerender';
import { allowInline } from './securityHeaders';

const MISSING_BUILD =
  'The app has not been built: run `npm run build` (or `npm start`, which builds first), then reload.';

const spaState = new WeakMap<
  FastifyInstance,
  { built: boolean; prerenderer: Prerenderer | null }
>();

/** The built SPA under /pricing/; deep links get index.html so the client router takes over. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const built = existsSync(resolve(root, 'index.html'));
  const prerenderer = built ? await createPrerenderer(root, app.deps.db) : null;
  spaState.set(app, { built, prerenderer });

  app.get('/', (_request, reply) => reply.redirect('/pricing/'));
  app.get('/pricing', (_request, reply) => reply.redirect('/pricing/'));

  if (!built) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/pricing/',
    index: false,
    // A route per file of the build, read once at start: with one wildcard route the plugin read
    // each directory of a file's path on every request (a check against case-insensitive disks).
    // Paths that are not files go on to the app's fallback either way (deep links, 404s).
    wildcard: false,
    // The build writes .br and .gz beside each text file (build/precompress.ts); a browser that
    // accepts one gets it, with Vary: Accept-Encoding.
    preCompressed: true,
    // The build's manifest (which file holds what) is for this server, not for visitors.
    allowedPath: (path) => !path.startsWith('/.vite/'),
    setHeaders(res, path) {
      // Vite fingerprints everything under static/ (spec §7: static/js, static/css); the HTML
      // must always be revalidated.
      res.header(
        'cache-control',
        path.includes('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/pricing/', (request, reply) => sendIndex(app, request, reply));
}

async function sendIndex(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const drawn = await spaState.get(app)?.prerenderer?.page(request);
  if (!drawn) return reply.sendFile('index.html');
  // The drawn page depends on who asks: their language, device and whether they are signed in.
  reply.header('vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile');
  allowInline(reply, { styles: drawn.styleHashes, scripts: drawn.scriptHashes });
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(drawn.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(drawn.gzip);
  return reply.send(drawn.identity);
}

export function serveSpaFallback(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (!spaState.get(app)?.built) {
    return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD);
  }
  const path = request.url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  // A missing file (has an extension) is a real 404; anything else is a client-side route.
  if (last.includes('.'))
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return sendIndex(app, request, reply);
}
