import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestClient } from './harness';

let h: Harness;
let client: TestClient;
beforeAll(async () => {
  h = await createHarness();
  client = await h.as('active@demo.test');
});
afterAll(() => h.close());

/** Spec §7, every method and path (product/payment/promotion under /api/v2/ch/pc). */
const SPEC_PATHS = [
  ['get', '/api/v2/ch/pc/pl'],
  ['get', '/api/v2/ch/pc/c'],
  ['get', '/api/v2/ch/pc/up'],
  ['get', '/api/v2/ch/pc/qc'],
  ['post', '/api/v2/ch/pc/pc'],
  ['post', '/api/v2/ch/pc/po'],
  ['post', '/api/v2/ch/pc/std'],
  ['delete', '/api/v2/ch/pc/std'],
  ['post', '/api/v2/ch/pc/usp'],
  ['post', '/api/v2/ch/pc/bf'],
  ['post', '/api/v2/ch/pc/uap'],
  ['post', '/api/v2/ch/pc/cs'],
  ['post', '/api/v2/ch/pc/rs'],
  ['get', '/api/v2/ch/pc/gps'],
  ['get', '/api/v2/ch/pc/uc'],
  ['get', '/api/v2/ch/pc/uc/se'],
  ['post', '/api/v2/ch/pc/puc'],
  ['get', '/api/v2/ch/pc/uc1'],
  ['get', '/api/v2/ch/pc/ap'],
  ['post', '/api/v2/ch/pc/ap'],
  ['delete', '/api/v2/ch/pc/ap'],
  ['get', '/api/ch/m9/rp'],
  ['get', '/api/ch/se/if'],
  ['get', '/api/ch/us/d'],
  ['post', '/api/ch/us/d'],
  ['post', '/api/ch/r'],
] as const;

describe('OpenAPI document', () => {
  it('is served without a device and documents every spec §7 path', async () => {
    const res = await h.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toBe('3.0.3');
    for (const [method, path] of SPEC_PATHS) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema).toBeTypeOf('object');
    }
    const po = doc.paths['/api/v2/ch/pc/po'].post;
    const body = po.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['productCode', 'subscriptionTime', 'currency']),
    );
    expect(
      doc.paths['/api/v2/ch/pc/c'].get.parameters.map((p: { name: string }) => p.name),
    ).toEqual(['pageSize', 'pageNumber']);
  });
});

type Route = { method: string; url: string; query?: unknown; body?: unknown };

/** Keys of an object schema, so fuzzed bodies often reach past the first validation step. */
function keysOf(schema: unknown): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries ? Object.keys(entries) : [];
}

const value = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.constantFrom(
    1,
    0,
    -1,
    6,
    12,
    'USD',
    'HKD',
    'COMBO',
    'HK_ALL',
    'GIFT5USD',
    '4242424242424242',
    true,
    null,
    '',
    '1e309',
  ),
  fc.string(),
);

function bodyFor(route: Route) {
  const keys = keysOf(route.body);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(shaped, fc.anything(), fc.json(), fc.string());
}

function queryFor(route: Route) {
  const keys = keysOf(route.query);
  return keys.length
    ? fc.record(
        Object.fromEntries(
          keys.map((k) => [
            k,
            fc.oneof(fc.string(), fc.integer(), fc.constantFrom('1', '10', 'USD', 'en', 'COMBO')),
          ]),
        ),
        {
          requiredKeys: [],
        },
      )
    : fc.constant({});
}

describe('fuzzed requests never produce a 5xx', () => {
  it('on every API route, as a signed-in user', async () => {
    const routes = h.app.apiRoutes as Route[];
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const arbitrary =
        route.method === 'GET'
          ? queryFor(route).map((query) => ({ query, body: undefined }))
          : bodyFor(route).map((body) => ({ query: undefined, body }));
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ query, body }) => {
          const payload =
            body === undefined
              ? undefined
              : typeof body === 'string'
                ? body
                : (JSON.stringify(body) ?? 'null');
          const res = await client.request({
            method: route.method as 'GET' | 'POST' | 'DELETE',
            url: route.url,
            query: query as Record<string, unknown> | undefined,
            body: payload,
          });
          if (res.status >= 500)
            throw new Error(`${route.method} ${route.url} → ${res.status}: ${res.body}`);
          expect(typeof res.json?.errorCode).toBe('string');
        }),
        { numRuns: 30, seed: 20250301 },
      );
    }
  });
});
