// PGlite only: answers checked against the contract's schemas; the queries behind them run on PostgreSQL in the route suites.
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { ALL_ENDPOINTS } from '../../src/api/contract/endpoints';
import { registerApiRoutes } from '../routes';
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

/** Ours, beyond spec §7: a plan's activity (issue 11, point 8). */
const OUR_PATHS = [['get', '/api/v2/ch/pc/ua']] as const;

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

/** Served without a device for API tooling; documentation, not a call of spec §7. */
const UNDECLARED_API_ROUTES = ['GET /api/openapi.json'];

describe('the contract is the one list of endpoints', () => {
  it('declares every spec §7 path (and ours) once, under one name each', () => {
    const declared = ALL_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual(
      [...SPEC_PATHS, ...OUR_PATHS]
        .map(([method, path]) => `${method.toUpperCase()} ${path}`)
        .sort(),
    );
    const names = ALL_ENDPOINTS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('the server registers every declared endpoint, and no other /api route', async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      for (const method of methods) registered.push(`${method} ${route.url}`);
    });
    app.decorate('apiRoutes', []);
    registerApiRoutes(app);
    await app.ready();
    await app.close();
    const declared = ALL_ENDPOINTS.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(registered.filter((route) => !UNDECLARED_API_ROUTES.includes(route)).sort()).toEqual(
      [...declared].sort(),
    );
    expect(app.apiRoutes).toHaveLength(declared.length);
  });

  it('documents each endpoint under its name, noun and auth need', async () => {
    const doc = (await h.client().get('/api/openapi.json')).json;
    for (const { noun, name, endpoint } of ALL_ENDPOINTS) {
      const operation = doc.paths[endpoint.path][endpoint.method.toLowerCase()];
      expect(operation.operationId).toBe(name);
      expect(operation.tags).toEqual([noun]);
      expect(operation.summary).toBe(endpoint.summary);
      const needsUser = operation.description.includes('401 (notSignedIn)');
      expect(needsUser, name).toBe(endpoint.auth === 'user');
    }
    expect(doc.paths['/api/ch/r'].post.security).toEqual([]);
    const error = doc.components.schemas.Error;
    expect(Object.keys(error.properties)).toEqual(
      expect.arrayContaining(['errorCode', 'message', 'fieldErrors', 'invalidCoupons']),
    );
    expect(error.properties.invalidCoupons.items.required).toEqual([
      'code',
      'errorCode',
      'message',
    ]);
  });
});

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

function bodyFor(route: Endpoint) {
  const keys = keysOf(route.request);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(shaped, fc.anything(), fc.json(), fc.string());
}

function queryFor(route: Endpoint) {
  const keys = keysOf(route.request);
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
    const routes = h.app.apiRoutes;
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
            url: route.path,
            query: query as Record<string, unknown> | undefined,
            body: payload,
          });
          if (res.status >= 500)
            throw new Error(`${route.method} ${route.path} → ${res.status}: ${res.body}`);
          expect(typeof res.json?.errorCode).toBe('string');
        }),
        { numRuns: 30, seed: 20250301 },
      );
    }
  });
});
