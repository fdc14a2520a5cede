// PGlite only: device signatures checked before any query; the rows are plain inserts and reads.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_HINT_COOKIE } from '../../src/api/contract/cookies';
import {
  DEVICE_COOKIE,
  RegisterDeviceResponse,
  SIGNATURE_WINDOW_MS,
} from '../../src/api/contract/device';
import { createHarness, type Harness, registrationBody } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('POST /api/ch/r (device registration)', () => {
  it('accepts a valid signature and issues an HttpOnly Lax device cookie', async () => {
    const client = h.client();
    const res = await client.post('/api/ch/r', registrationBody('device-0001', Date.now()));
    expect(res.status).toBe(200);
    expect(v.parse(RegisterDeviceResponse, res.json)).toEqual({ errorCode: '0', _sys_status: '0' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain(`${DEVICE_COOKIE}=`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('says so in a readable hint the app checks before its first signed-in call', async () => {
    const client = h.client();
    const res = await client.post('/api/ch/r', registrationBody('device-0002', Date.now()));
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
    const hint = cookies.find((c) => c.startsWith(`${DEVICE_HINT_COOKIE}=`));
    expect(hint).toMatch(new RegExp(`^${DEVICE_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Max-Age=2592000/);
    const refused = await h.client().post('/api/ch/r', { deviceId: 'x' });
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain(DEVICE_HINT_COOKIE);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const proxied = await createHarness({ config: { trustProxy: 1 } });
    try {
      const res = await proxied.client().request({
        method: 'POST',
        url: '/api/ch/r',
        body: registrationBody('device-0002', Date.now()),
        headers: {
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'shop.example',
          origin: 'https://shop.example',
        },
      });
      expect(res.status).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it.each([
    ['a bad signature', { signature: 'a'.repeat(64) }],
    ['a stale timestamp', { timestamp: Date.now() - SIGNATURE_WINDOW_MS - 60_000 }],
    ['a future timestamp', { timestamp: Date.now() + SIGNATURE_WINDOW_MS + 60_000 }],
    ['info that is not AES of DeviceInfo', { info: 'U2FsdGVkX19notreallyencrypted==' }],
    ['a missing field', { deviceId: undefined }],
    ['a wrong type', { timestamp: 'yesterday' }],
  ])('refuses %s with 400 errorCode 0002', async (_name, overrides) => {
    const body = registrationBody('device-0003', Date.now(), overrides);
    // A stale timestamp must fail on the window even when correctly signed.
    if ('timestamp' in overrides && typeof overrides.timestamp === 'number') {
      Object.assign(body, registrationBody('device-0003', overrides.timestamp));
    }
    const res = await h.client().post('/api/ch/r', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errorCode: '0002', _sys_status: '1' });
    expect(typeof res.json.message).toBe('string');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a signature over different content (device id swapped)', async () => {
    const body = registrationBody('device-aaaa', Date.now());
    body.deviceId = 'device-bbbb';
    const res = await h.client().post('/api/ch/r', body);
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0002');
  });
});

describe('the device rule for every other /api path', () => {
  it.each([
    ['GET', '/api/ch/se/if'],
    ['GET', '/api/ch/us/d?names=LANGUAGE'],
    ['POST', '/api/v2/ch/pc/po'],
    ['GET', '/api/does/not/exist'],
  ] as const)('%s %s without a device answers 403 with _sys_status "403"', async (method, url) => {
    const res = await h.client().request({ method, url, body: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      errorCode: '403',
      _sys_status: '403',
      message: 'device not registered',
    });
  });

  it('the public price list answers without a device (the open pricing page)', async () => {
    const res = await h.client().get('/api/v2/ch/pc/pl?lang=en');
    expect(res.status).toBe(200);
    expect(res.json.errorCode).toBe('0');
  });

  it('a forged or expired device cookie is not a device', async () => {
    const client = h.client();
    client.cookies.set(DEVICE_COOKIE, 'forged-token');
    const res = await client.get('/api/ch/se/if');
    expect(res.status).toBe(403);
  });

  it('after registering, the same request passes the device gate', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/ch/se/if');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ errorCode: '401', message: 'not signed in' });
  });
});
