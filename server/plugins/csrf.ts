import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): URL | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * This server's own origin as the browser sees it: the scheme the request arrived with (https
 * when a trusted proxy says so) and the Host (X-Forwarded-Host behind a trusted proxy). Read
 * through URL so default ports compare equal (`http://h:80` is `http://h`).
 */
function ownOrigin(request: FastifyRequest): string | null {
  if (!request.host) return null;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  const origin = originOf(Array.isArray(header) ? header[0] : header);
  if (!origin || (origin.protocol !== 'http:' && origin.protocol !== 'https:')) return false;
  // Scheme, host and port all count: an https page is another origin than this http server.
  return origin.origin === ownOrigin(request) || allowed.includes(origin.origin);
}

/**
 * The SPA's bodies are CORS-"simple" requests (form content type), so a browser would send them
 * cross-site without a preflight: state changes must prove they come from an allowed origin.
 */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    // Test hooks exist only under SR_TEST_HOOKS and are driven by test runners, not browsers.
    if (request.url.startsWith('/__test/')) return;
    if (!isAllowedOrigin(request, allowedOrigins)) {
      throw new ApiError(403, ERROR.crossSite, 'cross-site request refused');
    }
  });
}
