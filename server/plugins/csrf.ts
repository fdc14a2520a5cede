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

/** The Host (X-Forwarded-Host behind a trusted proxy) read with the caller's scheme, so default ports compare equal (":80"). */
function sameHost(origin: URL, hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  try {
    return new URL(`${origin.protocol}//${hostHeader}`).host === origin.host;
  } catch {
    return false;
  }
}

export function isAllowedOrigin(request: FastifyRequest, allowed: readonly string[]): boolean {
  const header = request.headers.origin ?? request.headers.referer;
  const origin = originOf(Array.isArray(header) ? header[0] : header);
  if (!origin || (origin.protocol !== 'http:' && origin.protocol !== 'https:')) return false;
  return sameHost(origin, request.host) || allowed.includes(origin.origin);
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
