// PGlite only: response headers, the same whatever the database.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOriginsOf, readEnv } from '../config';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
let bare: Harness;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'sr-dist-'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'static', 'js', 'app-abc123.js'), 'console.log(1)');
  h = await createHarness({ config: { distDir: dist, apiOrigins: ['https://api.example.com'] } });
  bare = await createHarness(); // no build: /pricing/ answers 503
});
afterAll(async () => {
  await h.close();
  await bare.close();
});

/** The CSP as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>, where: string) {
  const csp = directives(headers['content-security-policy']);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('same-origin');
  expect(String(headers['permissions-policy']), where).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers['x-powered-by'], where).toBeUndefined();
  return csp;
}

describe('security headers', () => {
  it.each([
    ['the app', '/pricing/'],
    ['a deep link', '/pricing/personalcentre/myplans'],
    ['an asset', '/pricing/static/js/app-abc123.js'],
    ['a missing asset', '/pricing/static/js/missing.js'],
  ])('are on %s with a CSP that allows no inline script', async (_name, url) => {
    const res = await h.client().get(url);
    const csp = expectCommonHeaders(res.headers, url);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('let the app call only its own origin and the configured API hosts', async () => {
    const res = await h.client().get('/pricing/');
    expect(directives(res.headers['content-security-policy']).get('connect-src')).toEqual([
      "'self'",
      'https://api.example.com',
    ]);
  });

  it.each([
    ['an API answer', '/api/openapi.json'],
    ['a refused API call', '/api/ch/se/if'],
    ['an unknown path', '/nope'],
    ['the app before it is built', '/pricing/'],
  ])('are on %s too', async (_name, url) => {
    const res = await bare.client().get(url);
    expectCommonHeaders(res.headers, url);
  });

  it.each(['/login', '/signup', '/logout'])(
    'on the sign-in page %s allow no script and only its own inline style',
    async (url) => {
      const res = await h.client().get(url);
      const csp = expectCommonHeaders(res.headers, url);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'unsafe-inline'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.has('script-src')).toBe(false);
    },
  );

  it('stay on a refused cross-site request', async () => {
    const client = h.client();
    client.origin = 'https://evil.example';
    const res = await client.post('/api/ch/us/d', {});
    expect(res.status).toBe(403);
    expectCommonHeaders(res.headers, 'refused POST');
  });
});

describe('API hosts for connect-src', () => {
  it('are the origins of the absolute VITE_API_BASE and VITE_API_BASE_SAFARI', () => {
    expect(
      apiOriginsOf(['https://api.example.com/v1/', 'https://safari.example.com', '', '/api']),
    ).toEqual(['https://api.example.com', 'https://safari.example.com']);
    expect(
      readEnv({ VITE_API_BASE: 'https://api.example.com:8443/x', VITE_API_BASE_SAFARI: '' }).config
        .apiOrigins,
    ).toEqual(['https://api.example.com:8443']);
    expect(readEnv({}).config.apiOrigins).toEqual([]);
  });
});
