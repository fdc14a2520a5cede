// PGlite only: HTTP plugins (CSRF, CORS, body parsing, static files), no query of their own.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { corsOrigins: ['https://partner.example'] } });
});
afterAll(() => h.close());

describe('CSRF origin check', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['no Origin and no Referer', {}],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
    ['Origin null', { origin: 'null' }],
  ])('refuses %s with 403/0003', async (_name, headers) => {
    const client = h.client();
    client.origin = null;
    const res = await client.request({ method: 'POST', url: '/api/ch/us/d', body: {}, headers });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ errorCode: '0003', message: 'cross-site request refused' });
  });

  it.each([
    ['the https scheme of this host', 'https://localhost'],
    ['another port of this host', 'http://localhost:8080'],
    ['the https scheme on the explicit port', 'https://localhost:80'],
  ])('compares scheme, host and port: refuses %s', async (_name, origin) => {
    const client = await h.as('new@demo.test');
    client.origin = origin;
    const res = await client.post('/api/ch/us/d', { LANGUAGE: 'en' });
    expect(res.status).toBe(403);
    expect(res.json.errorCode).toBe('0003');
  });

  it('refuses https://host:port for the plain-http server on that host and port', async () => {
    const client = await h.as('new@demo.test');
    client.origin = null;
    const res = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: { LANGUAGE: 'en' },
      headers: { host: '127.0.0.1:4330', origin: 'https://127.0.0.1:4330' },
    });
    expect(res.status).toBe(403);
    const same = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: { LANGUAGE: 'en' },
      headers: { host: '127.0.0.1:4330', origin: 'http://127.0.0.1:4330' },
    });
    expect(same.status).toBe(200);
  });

  it('accepts this origin with its default port written out', async () => {
    const client = await h.as('new@demo.test');
    client.origin = 'http://localhost:80';
    const res = await client.post('/api/ch/us/d', { LANGUAGE: 'en' });
    expect(res.status).toBe(200);
  });

  it('applies to the login form too', async () => {
    const client = h.client();
    client.origin = null;
    const res = await client.request({
      method: 'POST',
      url: '/login',
      form: { email: 'new@demo.test', password: 'demo1234' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('accepts a same-origin Referer when Origin is absent', async () => {
    const client = h.client();
    client.origin = null;
    const res = await client.request({
      method: 'POST',
      url: '/login',
      form: { email: 'new@demo.test', password: 'demo1234', next: '/pricing/' },
      headers: { referer: 'http://localhost/login?next=%2Fpricing%2F' },
    });
    expect(res.status).toBe(303);
  });

  it('accepts an origin listed in CORS_ORIGINS', async () => {
    const client = h.client();
    client.origin = 'https://partner.example';
    const res = await client.post('/api/ch/r', {});
    expect(res.json.errorCode).toBe('0002');
  });
});

describe('CORS', () => {
  it('grants credentials to configured origins only', async () => {
    const allowed = await h.client().request({
      method: 'GET',
      url: '/api/ch/se/if',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await h.client().request({
      method: 'GET',
      url: '/api/ch/se/if',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('body parsing', () => {
  it('reads JSON sent as application/x-www-form-urlencoded', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: '{"LANGUAGE":"zh_CN"}',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    });
    expect(res.json).toEqual({ errorCode: '0', LANGUAGE: 'zh_CN' });
  });

  it('reads real application/json too', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: { LANGUAGE: 'en' },
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json.LANGUAGE).toBe('en');
  });

  it('answers broken JSON with 400/0001, not 500', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.request({ method: 'POST', url: '/api/ch/us/d', body: '{"LANGUAGE":' });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0001');
  });

  it('answers an oversized body with 413', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: `{"x":"${'a'.repeat(70_000)}"}`,
    });
    expect(res.status).toBe(413);
    expect(res.json.errorCode).toBe('0007');
  });

  it('answers an unknown content type with 415 and an errorCode', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.request({
      method: 'POST',
      url: '/api/ch/us/d',
      body: 'x',
      headers: { 'content-type': 'text/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.json.errorCode).toBe('0001');
  });
});

describe('SPA under /pricing/', () => {
  it('answers 503 with instructions when dist/ is missing', async () => {
    const res = await h.client().get('/pricing/');
    expect(res.status).toBe(503);
    expect(res.body).toContain('npm run build');
    const deep = await h.client().get('/pricing/personalcentre/myplans');
    expect(deep.status).toBe(503);
  });

  it('redirects / to /pricing/', async () => {
    const res = await h.client().get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/pricing/');
  });

  it('serves index.html for deep links and files from the build', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sr-dist-'));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'static', 'js', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    const built = await createHarness({ config: { distDir: dist } });
    try {
      const client = built.client();
      for (const url of [
        '/pricing/',
        '/pricing/personalcentre/myplans',
        '/pricing/personalcentre/myplans/billing/7',
      ]) {
        const res = await client.get(url);
        expect(res.status, url).toBe(200);
        expect(res.body).toContain('<title>app</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const asset = await client.get('/pricing/static/js/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      expect(asset.headers['cache-control']).toContain('immutable');
      // Only the build's files, by their own names: not the server's manifest, not another
      // spelling of a file's path (a case-insensitive disk would find it), not a way out.
      for (const url of [
        '/pricing/static/js/missing.js',
        '/pricing/.vite/manifest.json',
        '/pricing/ASSETS/app-abc123.js',
        '/pricing/static/js/APP-abc123.js',
        '/pricing/static/js/../../../package.json',
        '/pricing/%2e%2e/package.json',
      ])
        expect((await client.get(url)).status, url).toBe(404);
    } finally {
      await built.close();
    }
  });

  it('sends the precompressed copy a browser accepts, brotli first, and says it varies', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sr-dist-'));
    mkdirSync(join(dist, 'static', 'js'), { recursive: true });
    const script = 'console.log("hello");\n'.repeat(200);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'static', 'js', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'static', 'js', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'static', 'js', 'app-abc123.js.gz'), gzipSync(script));
    const built = await createHarness({ config: { distDir: dist } });
    try {
      const get = (encoding: string) =>
        built.app.inject({
          method: 'GET',
          url: '/pricing/static/js/app-abc123.js',
          headers: { 'accept-encoding': encoding },
        });
      const br = await get('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(script);
    } finally {
      await built.close();
    }
  });
});

describe('who is signed in', () => {
  it('is read for the API and the sign-in pages only: the app and its files cost no query', async () => {
    const client = await h.as('active@demo.test');
    const reads = vi.spyOn(h.database.db, 'select');
    try {
      for (const url of [
        '/pricing/',
        '/pricing/static/js/app-abc123.js',
        '/pricing/personalcentre',
      ])
        await client.get(url);
      expect(reads, 'no session query for the app or its files').not.toHaveBeenCalled();
      const page = await client.get('/login');
      expect(page.body).toContain('active@demo.test');
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});

describe('unknown paths', () => {
  it('answer 404 with an errorCode under /api (after the device gate)', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.json.errorCode).toBe('0004');
  });
});

describe('CSRF origin check behind a TLS proxy', () => {
  it('takes the scheme and host from the trusted proxy only', async () => {
    const proxied = await createHarness({ config: { trustProxy: '10.0.0.1' } });
    try {
      const client = await proxied.as('new@demo.test');
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const post = (remoteAddress: string, origin: string) =>
        proxied.app
          .inject({
            method: 'POST',
            url: '/api/ch/us/d',
            remoteAddress,
            headers: {
              cookie,
              origin,
              host: '127.0.0.1:8080',
              'x-forwarded-proto': 'https',
              'x-forwarded-host': 'shop.example',
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload: '{"LANGUAGE":"en"}',
          })
          .then((res) => res.statusCode);
      expect(await post('10.0.0.1', 'https://shop.example')).toBe(200);
      expect(await post('10.0.0.1', 'http://shop.example')).toBe(403);
      // Not the proxy: its X-Forwarded-* say nothing, so this is plain http on 127.0.0.1:8080.
      expect(await post('198.51.100.9', 'https://shop.example')).toBe(403);
      expect(await post('198.51.100.9', 'http://127.0.0.1:8080')).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
