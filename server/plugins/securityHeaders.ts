import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Browser features the app never uses; a framed or injected script cannot switch them on either.
 * (Helmet leaves Permissions-Policy to the app: its vocabulary keeps changing.)
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The sign-in pages: no script at all, one inline stylesheet, forms that post back here only. */
export const AUTH_PAGE_HELMET = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ['data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
    },
  },
  frameguard: { action: 'deny' as const },
};

/**
 * Security headers on every answer (pages, assets, API, errors) through @fastify/helmet: a
 * Content-Security-Policy with no inline script (but the drawn page's own starter, by its hash) and
 * no framing, connect-src limited to this origin
 * and the configured API hosts; Referrer-Policy, X-Content-Type-Options, X-Frame-Options and
 * Permissions-Policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  apiOrigins: readonly string[],
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Vite and vanilla-extract emit stylesheet files; React's style props go through the
        // CSSOM, which style-src does not govern, so no 'unsafe-inline' is needed.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...apiOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    // `no-referrer` (helmet's default) would make browsers send `Origin: null` on same-origin
    // POSTs, which the CSRF check refuses; `same-origin` still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
    // Behind TLS the proxy decides about HSTS: over plain http the header means nothing.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * One answer carries its stylesheet and a starter script inline (the prerendered pricing page, so
 * its first paint waits for no other request): style-src and script-src admit exactly those texts,
 * by their hashes, and nothing else.
 */
export function allowInline(
  reply: FastifyReply,
  hashes: { styles: readonly string[]; scripts: readonly string[] },
): void {
  let policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  for (const [directive, list] of [
    ['style-src', hashes.styles],
    ['script-src', hashes.scripts],
  ] as const) {
    if (list.length === 0) continue;
    const sources = list.map((hash) => `'sha256-${hash}'`).join(' ');
    policy = policy.replace(
      new RegExp(`(^|;)${directive} ([^;]*)`),
      (_match, start, rest) => `${start}${directive} ${rest} ${sources}`,
    );
  }
  reply.header('content-security-policy', policy);
}
