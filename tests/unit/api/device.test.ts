import { createHmac } from 'node:crypto';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_VERSION,
  DEVICE_AES_KEY,
  DEVICE_HMAC_KEY,
  RegisterDeviceRequest,
} from '../../../src/api/contract/device';
import {
  buildRegistrationBody,
  DEVICE_ID_KEY,
  type DeviceDeps,
  describeBrowser,
  describeOs,
  getDeviceId,
  registerDeviceOnce,
} from '../../../src/api/device';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { registrationAccepted, registrationRefused } from '../../factories/device';
import { startTestServer, type TestServer } from './testServer';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const counterBytes = (length: number) => Uint8Array.from({ length }, (_, i) => i);

function deps(overrides: Partial<DeviceDeps> = {}): DeviceDeps {
  return {
    baseUrl: 'http://unused.invalid',
    storage: memoryStorage(),
    now: () => 1_700_000_000_123,
    randomBytes: counterBytes,
    lang: 'zh_HK',
    info: { browser: 'Chrome 126', os: 'macOS', screen: '1440x900@2' },
    ...overrides,
  };
}

describe('device id', () => {
  it('is random hex, created once and persisted under sr.deviceId', () => {
    const storage = memoryStorage();
    const id = getDeviceId(storage, counterBytes);
    expect(id).toBe('000102030405060708090a0b0c0d0e0f');
    expect(storage.data.get(DEVICE_ID_KEY)).toBe(id);
    expect(getDeviceId(storage, () => new Uint8Array(16).fill(255))).toBe(id);
  });

  it('replaces a tampered stored id', () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: '<script>' });
    expect(getDeviceId(storage, counterBytes)).toBe('000102030405060708090a0b0c0d0e0f');
  });

  it('survives storage that throws (private mode) with a page-lifetime id', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const id = getDeviceId(broken, counterBytes);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getDeviceId(broken, () => new Uint8Array(16))).toBe(id);
  });
});

describe('registration body', () => {
  it('matches the shared contract', () => {
    const body = buildRegistrationBody(deps());
    expect(v.safeParse(RegisterDeviceRequest, body).success).toBe(true);
    expect(body).toMatchObject({
      deviceType: 'web',
      deviceId: '000102030405060708090a0b0c0d0e0f',
      timestamp: 1_700_000_000_123,
      appVersion: '23.5.0',
      lang: 'zh_HK',
    });
  });

  it('encrypts the browser/OS/screen details so the server can decrypt them', () => {
    const body = buildRegistrationBody(deps());
    expect(body.info).not.toContain('Chrome');
    const plain = AES.decrypt(body.info, DEVICE_AES_KEY).toString(Utf8);
    expect(JSON.parse(plain)).toEqual({ browser: 'Chrome 126', os: 'macOS', screen: '1440x900@2' });
  });

  it('signs deviceId.timestamp.appVersion with HMAC-SHA256 (checked with node:crypto)', () => {
    const body = buildRegistrationBody(deps());
    const expected = createHmac('sha256', DEVICE_HMAC_KEY)
      .update(`${body.deviceId}.${body.timestamp}.${APP_VERSION}`)
      .digest('hex');
    expect(body.signature).toBe(expected);
  });

  it('uses the injected clock for a fresh timestamp on every attempt', () => {
    let now = 1000;
    const d = deps({ now: () => now });
    const first = buildRegistrationBody(d);
    now = 2000;
    const second = buildRegistrationBody(d);
    expect([first.timestamp, second.timestamp]).toEqual([1000, 2000]);
    expect(first.signature).not.toBe(second.signature);
  });
});

describe('coarse device description', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge 126',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome 126',
      'Android',
    ],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) FxiOS/126.0', 'Firefox 126', 'iOS'],
    ['', 'Other', 'Other'],
  ])('%s', (ua, browser, os) => {
    expect(describeBrowser(ua)).toBe(browser);
    expect(describeOs(ua)).toBe(os);
  });
});

describe('against a real HTTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.hits.length = 0;
  });

  it('registerDeviceOnce posts the body to /api/ch/r as JSON under the urlencoded type', async () => {
    server.handle(registrationAccepted);
    const d = deps({ baseUrl: server.baseUrl });
    await expect(registerDeviceOnce(d)).resolves.toEqual(registrationAccepted().body);
    const [hit] = server.hits;
    expect(hit?.method).toBe('POST');
    expect(hit?.path).toBe('/api/ch/r');
    expect(hit?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const { info, ...sent } = JSON.parse(hit?.body ?? '');
    const { info: _, ...expected } = buildRegistrationBody(d);
    expect(sent).toEqual(expected);
    expect(JSON.parse(AES.decrypt(info, DEVICE_AES_KEY).toString(Utf8))).toEqual(d.info);
  });

  it('registerDeviceOnce rejects a malformed answer (the machine then retries)', async () => {
    server.handle(() => ({ body: { hello: 'world' } }));
    await expect(registerDeviceOnce(deps({ baseUrl: server.baseUrl }))).rejects.toThrow();
  });

  it('ensureDeviceRegistered keeps trying, one second apart, until _sys_status is "0"', async () => {
    server.handle(() => (server.hits.length < 2 ? registrationRefused() : registrationAccepted()));
    await ensureDeviceRegistered(deps({ baseUrl: server.baseUrl, now: () => Date.now() }));
    expect(server.hits).toHaveLength(2);
    const [first, second] = server.hits.map((hit) => JSON.parse(hit.body).timestamp as number);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1000);
  });
});
