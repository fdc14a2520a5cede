// PGlite only: rate limits counted in memory.
import { afterEach, describe, expect, it } from 'vitest';
import { SettableClock } from '../../clock';
import { parseTrustProxy, readEnv } from '../../config';
import { createHarness, type Harness, ORIGIN } from '../../test/harness';

const opened: Harness[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((h) => h.close()));
});

async function harness(env: NodeJS.ProcessEnv, wallClock?: SettableClock) {
  const { config } = readEnv(env);
  const h = await createHarness({
    wallClock,
    config: {
      trustProxy: config.trustProxy,
      loginRateLimit: config.loginRateLimit,
      loginAccountLimit: config.loginAccountLimit,
    },
  });
  opened.push(h);
  return h;
}

/** One sign-in attempt as it reaches the server: from `peer`, with whatever X-Forwarded-For it carries. */
async function signIn(
  h: Harness,
  peer: string,
  fields: { email: string; password: string },
  forwardedFor?: string,
) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: peer,
    headers: {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: new URLSearchParams({ ...fields, next: '/pricing/' }).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

const WRONG = { email: 'new@demo.test', password: 'wrong-pass' };

describe('TRUST_PROXY', () => {
  it('reads a hop count or proxy addresses, and refuses "trust everything"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.1, 10.0.0.0/8 ')).toBe('10.0.0.1,10.0.0.0/8');
    expect(() => parseTrustProxy('true')).toThrow(/hops/);
  });

  it('=1 (one TLS proxy): a forged X-Forwarded-For does not make a new client', async () => {
    const h = await harness({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      // The proxy (127.0.0.1) appends the address it saw after whatever the client sent.
      const res = await signIn(h, '127.0.0.1', WRONG, `198.18.0.${i}, 203.0.113.7`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real client behind the same proxy still gets in.
    expect((await signIn(h, '127.0.0.1', WRONG, '203.0.113.8')).status).toBe(401);
  });

  it('=proxy addresses: a caller that is not the proxy cannot choose its address', async () => {
    const h = await harness({ TRUST_PROXY: '10.0.0.1', LOGIN_RATE_LIMIT: '2' });
    const direct: number[] = [];
    for (let i = 0; i < 4; i++) {
      direct.push((await signIn(h, '198.51.100.9', WRONG, `198.18.0.${i}`)).status);
    }
    expect(direct).toEqual([401, 401, 429, 429]);
    // Through the trusted proxy, the forwarded address is the client.
    expect((await signIn(h, '10.0.0.1', WRONG, '203.0.113.20')).status).toBe(401);
    expect((await signIn(h, '10.0.0.1', WRONG, '203.0.113.21')).status).toBe(401);
  });
});

describe('failed sign-ins per account', () => {
  it('refuses the account after LOGIN_ACCOUNT_FAILURES failures from any addresses, until the window ends', async () => {
    const wall = new SettableClock(new Date('2026-01-01T00:00:00Z'));
    wall.set(new Date('2026-01-01T00:00:00Z'), { frozen: true });
    const h = await harness({ TRUST_PROXY: '1', LOGIN_ACCOUNT_FAILURES: '4' }, wall);
    const right = { email: 'new@demo.test', password: 'demo1234' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await signIn(h, '127.0.0.1', WRONG, `203.0.113.${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);

    // Even the right password is refused now (else the throttle would confirm a guess).
    const blocked = await signIn(h, '127.0.0.1', right, '203.0.113.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toContain('Too many failed sign-ins for this account.');
    // The address of the email does not matter (case, spaces).
    const variant = { email: ' NEW@demo.test', password: 'demo1234' };
    expect((await signIn(h, '127.0.0.1', variant, '203.0.113.98')).status).toBe(429);
    // Other accounts are not affected.
    const other = { email: 'active@demo.test', password: 'demo1234' };
    expect((await signIn(h, '127.0.0.1', other, '203.0.113.0')).status).toBe(303);

    wall.advance(15 * 60_000);
    expect((await signIn(h, '127.0.0.1', right, '203.0.113.99')).status).toBe(303);
  });

  it('a successful sign-in clears the count', async () => {
    const h = await harness({ LOGIN_ACCOUNT_FAILURES: '2' });
    const right = { email: 'new@demo.test', password: 'demo1234' };
    expect((await signIn(h, '127.0.0.1', WRONG)).status).toBe(401);
    expect((await signIn(h, '127.0.0.1', right)).status).toBe(303);
    expect((await signIn(h, '127.0.0.1', WRONG)).status).toBe(401);
    expect((await signIn(h, '127.0.0.1', right)).status).toBe(303);
  });
});
