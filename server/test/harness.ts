import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { SettableClock } from '../clock';
import type { Database } from '../db/client';
import { SandboxGateway } from '../payments/sandbox';
import { resetDatabase, type Scenario } from '../seed';
import { DEMO_PASSWORD } from '../seed/demo';
import { SESSION_CHANNEL } from '../services/sessionCache';
import { openTestDatabase } from './database';
import { registrationBody } from './registration';

export const TEST_NOW = '2025-03-01T00:00:00.000Z';
export const ORIGIN = 'http://localhost';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  clock: SettableClock;
  gateway: SandboxGateway;
  reset(scenario?: Scenario): Promise<void>;
  client(): TestClient;
  /** A client with a registered device and a signed-in demo user. */
  as(email: string): Promise<TestClient>;
  close(): Promise<void>;
}

export interface HarnessOptions extends Partial<Omit<BuildAppOptions, 'db'>> {
  scenario?: Scenario;
  gatewayLatencyMs?: number;
  /** An already opened database (e.g. one that counts its statements); the harness closes it. */
  database?: Database;
}

/** One database per test file at a time; `reset` between tests is cheaper than a new database. */
export async function createHarness(options: HarnessOptions = {}): Promise<Harness> {
  const database = options.database ?? (await openTestDatabase());
  const clock = new SettableClock(new Date(TEST_NOW));
  clock.set(new Date(TEST_NOW), { frozen: true });
  const gateway = new SandboxGateway(options.gatewayLatencyMs ?? 0);
  const app = await buildApp({
    db: database.db,
    clock,
    gateway,
    testHooks: options.testHooks ?? false,
    logger: options.logger ?? false,
    // Sign-ins are part of most tests; the rate limit gets its own test with a low limit.
    config: {
      distDir: 'server/.no-dist',
      loginRateLimit: { max: 100_000, timeWindowMs: 60_000 },
      // Tests purge expired sessions when they mean to (server/plugins/sessionPurge.test.ts).
      sessionPurgeIntervalMs: 0,
      ...options.config,
    },
    wallClock: options.wallClock,
    sessionBroadcast: database.broadcast(SESSION_CHANNEL),
  });
  await app.ready();
  const harness: Harness = {
    app,
    database,
    clock,
    gateway,
    async reset(scenario = options.scenario ?? 'demo') {
      clock.set(new Date(TEST_NOW), { frozen: true });
      gateway.clear();
      await resetDatabase(database.db, scenario, clock.now());
      await app.deps.sessions.clearAll();
    },
    client: () => new TestClient(app),
    async as(email: string) {
      const client = new TestClient(app);
      await client.registerDevice();
      await client.login(email);
      return client;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  await harness.reset();
  return harness;
}

export interface TestResponse {
  status: number;
  headers: Record<string, unknown>;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary response fields
  json: any;
}

/** A browser-like caller: keeps cookies, sends the SPA's content type and an Origin. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  origin: string | null = ORIGIN;

  constructor(private readonly app: FastifyInstance) {}

  // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: the test client mirrors the browser: device, session and origin headers
  async request(options: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    query?: Record<string, unknown>;
    body?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  }): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.origin && options.method !== 'GET' && !('origin' in headers))
      headers.origin = this.origin;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const query = options.query
      ? Object.fromEntries(
          Object.entries(options.query)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, String(v)]),
        )
      : undefined;
    // A query written into the URL once: given as an object, light-my-request sets each key on a
    // URL that serialises itself again every time (the fuzz test's long values: seconds of CPU).
    const once = query !== undefined && !options.url.includes('?');
    const res = await this.app.inject({
      method: options.method,
      url: once ? `${options.url}?${new URLSearchParams(query)}` : options.url,
      query: once ? undefined : query,
      headers,
      payload,
    });
    for (const cookie of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    let json: unknown;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, headers: res.headers, body: res.body, json };
  }

  get(url: string, query?: Record<string, unknown>) {
    return this.request({ method: 'GET', url, query });
  }
  post(url: string, body?: unknown) {
    return this.request({ method: 'POST', url, body: body ?? {} });
  }
  del(url: string, body?: unknown) {
    return this.request({ method: 'DELETE', url, body: body ?? {} });
  }

  async registerDevice(deviceId = `dev-${Math.random().toString(36).slice(2, 12)}`) {
    const res = await this.post('/api/ch/r', registrationBody(deviceId, Date.now()));
    if (res.status !== 200) throw new Error(`device registration failed: ${res.body}`);
    return res;
  }

  async login(email: string, password = DEMO_PASSWORD) {
    const res = await this.request({
      method: 'POST',
      url: '/login',
      form: { email, password, next: '/pricing/' },
    });
    if (res.status !== 303) throw new Error(`login failed for ${email}: ${res.status}`);
    return res;
  }
}

export { registrationBody } from './registration';
