import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_WAIT_TIMEOUT_MESSAGE,
  api,
  createApiClient,
  DEFAULT_POLL_MS,
  DEFAULT_WAIT_CAP_MS,
  UnexpectedResponseError,
} from '../../../src/api/client';
import type { Endpoint, HttpVerb } from '../../../src/api/contract/endpoint';
import { WIRE_CONTENT_TYPE } from '../../../src/api/http';
import { deviceUnknown } from '../../factories/device';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
  server.handle(() => ({ body: { errorCode: '0' } }));
});

/** A made-up endpoint: the client's rules do not depend on which call it is. */
function at(
  method: HttpVerb,
  path: `/api/${string}`,
  response: v.GenericSchema = v.looseObject({ errorCode: v.string() }),
): Endpoint & { request: v.GenericSchema } {
  return {
    method,
    path,
    request: v.looseObject({}),
    response,
    errors: [],
    auth: 'device',
    summary: 'a call for the client tests',
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A client whose registration is counted; by default it succeeds at once. */
function clientWith(register: () => Promise<void> = async () => {}) {
  const calls = { register: 0 };
  const client = createApiClient({
    baseUrl: server.baseUrl,
    register: () => {
      calls.register += 1;
      return register();
    },
    pollMs: 5,
    waitCapMs: 2000,
  });
  return { client, calls };
}

describe('wire format', () => {
  it('sends GET data as a query string, skipping undefined and null, with no body', async () => {
    const { client } = clientWith();
    await client.call(at('GET', '/api/x'), {
      lang: 'zh_HK',
      n: 10,
      on: true,
      gone: undefined,
      nil: null,
      q: 'a b&c=d/中',
    });
    const [hit] = server.hits;
    expect(hit?.method).toBe('GET');
    expect(hit?.path).toBe('/api/x');
    expect(Object.fromEntries(hit?.query ?? [])).toEqual({
      lang: 'zh_HK',
      n: '10',
      on: 'true',
      q: 'a b&c=d/中',
    });
    expect(hit?.body).toBe('');
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    '%s sends a JSON body under the form-urlencoded content type',
    async (wire) => {
      const { client } = clientWith();
      const body = { orderId: 'o-1', couponCode: 'SAVE10', nested: { a: [1, 2] } };
      await client.call(at(wire, '/api/y'), body);
      const [hit] = server.hits;
      expect(hit?.method).toBe(wire);
      expect(hit?.query.size).toBe(0);
      expect(hit?.body).toBe(JSON.stringify(body));
      expect(hit?.headers['content-type']).toBe(WIRE_CONTENT_TYPE);
    },
  );

  it('sets the form-urlencoded content type on GET too', async () => {
    const { client } = clientWith();
    await client.call(at('GET', '/api/x'));
    expect(server.hits[0]?.headers['content-type']).toBe(WIRE_CONTENT_TYPE);
  });

  it('asks the browser for credentials, CORS and no-cache (as seen by fetch)', async () => {
    // Node's fetch has no cookie jar, so we assert what the browser would be told to do.
    const seen: Request[] = [];
    const client = createApiClient({
      baseUrl: server.baseUrl,
      register: async () => {},
      fetch: (request, init) => {
        seen.push(request);
        return fetch(request, init);
      },
    });
    await client.call(at('POST', '/api/z'), { a: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
    expect(seen[0]?.mode).toBe('cors');
    expect(seen[0]?.cache).toBe('no-cache');
    expect(server.hits).toHaveLength(1);
  });
});

describe('success and failure', () => {
  it('resolves with the data when errorCode is "0"', async () => {
    server.handle(() => ({ body: { errorCode: '0', plans: [{ id: 1 }] } }));
    await expect(clientWith().client.call(at('GET', '/api/pl'))).resolves.toEqual({
      plans: [{ id: 1 }],
    });
  });

  it('validates the data with the endpoint’s response schema', async () => {
    const counted = at('GET', '/api/c', v.object({ errorCode: v.string(), count: v.number() }));
    server.handle(() => ({ body: { errorCode: '0', count: 3, extra: true } }));
    await expect(clientWith().client.call(counted)).resolves.toEqual({ count: 3 });
    server.handle(() => ({ body: { errorCode: '0', count: 'three' } }));
    const error = await clientWith()
      .client.call(counted)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect((error as UnexpectedResponseError).issues?.length).toBeGreaterThan(0);
  });

  it.each([
    [200, { errorCode: '0063', message: 'Coupon is invalid' }],
    [400, { errorCode: '1', message: 'bad' }],
    [500, { errorCode: '500' }],
    [200, { errorCode: 0 }],
    [200, { message: 'no errorCode at all' }],
  ])('rejects with the server data for HTTP %i %j', async (status, body) => {
    server.handle(() => ({ status, body }));
    await expect(clientWith().client.call(at('POST', '/api/pc/po'), {})).rejects.toEqual(body);
  });

  it('rejects a body that is not JSON with an UnexpectedResponseError', async () => {
    server.handle(() => ({ status: 502, body: null, raw: '<html>Bad gateway</html>' }));
    await expect(clientWith().client.call(at('GET', '/api/x'))).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });
});

describe('403: re-register the device, retry once', () => {
  it.each([
    ['_sys_status', { errorCode: '1', _sys_status: '403' }],
    ['errorCode', { errorCode: '403' }],
    ['sys_status', { errorCode: '1', sys_status: '403' }],
    ['the server’s HTTP 403 answer', deviceUnknown().body],
  ])('"403" in %s → one registration, one retry', async (_, rejection) => {
    let registered = false;
    server.handle(() =>
      registered ? { body: { errorCode: '0', ok: true } } : { status: 403, body: rejection },
    );
    const { client, calls } = clientWith(async () => {
      registered = true;
    });
    await expect(client.call(at('GET', '/api/x'))).resolves.toEqual({ ok: true });
    expect(calls.register).toBe(1);
    expect(server.hits).toHaveLength(2);
  });

  it('retries once, not twice: a second 403 rejects with the body', async () => {
    const { body } = deviceUnknown();
    server.handle(deviceUnknown);
    const { client, calls } = clientWith();
    await expect(client.call(at('POST', '/api/y'), { a: 1 })).rejects.toEqual(body);
    expect(server.hits).toHaveLength(2);
    expect(calls.register).toBe(1);
    expect(server.hits[1]?.body).toBe(JSON.stringify({ a: 1 }));
  });

  it('retries once even when the registration itself failed', async () => {
    server.handle(() => ({ status: 403, body: { errorCode: '403' } }));
    const { client, calls } = clientWith(async () => {
      throw new Error('registration broke');
    });
    await expect(client.call(at('GET', '/api/x'))).rejects.toEqual({ errorCode: '403' });
    expect(calls.register).toBe(1);
    expect(server.hits).toHaveLength(2);
  });

  it('20 concurrent requests that all get 403 share one registration', async () => {
    let registered = false;
    server.handle(() =>
      registered ? { body: { errorCode: '0' } } : { body: { errorCode: '403' } },
    );
    // Registration completes only once all 20 first attempts reached the server, so every one of
    // them is answered 403 — some of those answers arrive after the registration already ended.
    const { client, calls } = clientWith(async () => {
      while (server.hits.length < 20) await new Promise((resolve) => setTimeout(resolve, 2));
      registered = true;
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call(at('GET', '/api/x'), { i })),
    );
    expect(results).toEqual(Array.from({ length: 20 }, () => ({})));
    expect(calls.register).toBe(1);
    expect(server.hits).toHaveLength(40);
  });

  it('20 requests issued during a registration wait for it, then go out once', async () => {
    let registered = false;
    server.handle(() =>
      registered ? { body: { errorCode: '0' } } : { body: { errorCode: '403' } },
    );
    const started = deferred();
    const finish = deferred();
    const { client, calls } = clientWith(() => {
      started.resolve();
      return finish.promise.then(() => {
        registered = true;
      });
    });
    const first = client.call(at('GET', '/api/first'));
    await started.promise;
    const waiting = Array.from({ length: 20 }, (_, i) =>
      client.call(at('GET', '/api/waiting'), { i }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.hits).toHaveLength(1); // nobody went out while the device was registering
    finish.resolve();
    await expect(Promise.all([first, ...waiting])).resolves.toHaveLength(21);
    expect(calls.register).toBe(1);
    expect(server.hits).toHaveLength(22);
    expect(server.hits.filter((hit) => hit.path === '/api/waiting')).toHaveLength(20);
  });

  it(`fails waiting requests with "${AUTH_WAIT_TIMEOUT_MESSAGE}" after the cap`, async () => {
    server.handle(() => ({ body: { errorCode: '403' } }));
    const started = deferred();
    const never = deferred();
    const client = createApiClient({
      baseUrl: server.baseUrl,
      register: () => {
        started.resolve();
        return never.promise;
      },
      pollMs: 10,
      waitCapMs: 120,
    });
    const startedAt = Date.now();
    const first = client.call(at('GET', '/api/first')).catch((e: unknown) => e);
    await started.promise;
    const waiters = Array.from({ length: 5 }, () =>
      client.call(at('POST', '/api/w'), {}).catch((e: unknown) => e),
    );
    const errors = await Promise.all([first, ...waiters]);
    for (const error of errors) {
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe("can't get authentication from server");
    }
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(120);
    expect(server.hits).toHaveLength(1);
  });
});

describe('the app instance', () => {
  it('polls every 100 ms for at most 10 s, on the same origin by default', () => {
    expect(DEFAULT_POLL_MS).toBe(100);
    expect(DEFAULT_WAIT_CAP_MS).toBe(10_000);
    expect(api.settings).toEqual({ baseUrl: '', pollMs: 100, waitCapMs: 10_000 });
  });
});
