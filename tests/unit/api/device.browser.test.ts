// @vitest-environment jsdom
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEVICE_AES_KEY } from '../../../src/api/contract/device';
import { DEVICE_ID_KEY } from '../../../src/api/device';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { registrationAccepted } from '../../factories/device';
import { startTestServer, type TestServer } from './testServer';

// The browser defaults (localStorage, navigator, screen, crypto) rather than injected fakes.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Files share one jsdom (isolate: false): a page language another file left would be said.
beforeEach(() => {
  document.documentElement.lang = '';
});

it('registers with a persisted id and the browser’s own details', async () => {
  server.handle(registrationAccepted);
  localStorage.removeItem(DEVICE_ID_KEY);
  await ensureDeviceRegistered({ baseUrl: server.baseUrl });
  await ensureDeviceRegistered({ baseUrl: server.baseUrl });
  const [first, second] = server.hits.map((hit) => JSON.parse(hit.body));
  expect(first.deviceId).toMatch(/^[0-9a-f]{32}$/);
  expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first.deviceId);
  expect(second.deviceId).toBe(first.deviceId);
  expect(first.lang).toBe('en'); // jsdom's navigator.language is en-US
  const info = JSON.parse(AES.decrypt(first.info, DEVICE_AES_KEY).toString(Utf8));
  expect(info).toEqual({ browser: 'Other', os: expect.any(String), screen: '0x0@1' });
});

it('says the language the app shows, not the browser’s own', async () => {
  server.handle(registrationAccepted);
  // The reader chose Traditional Chinese in an English browser: the app marks the page so.
  document.documentElement.lang = 'zh-HK';
  await ensureDeviceRegistered({ baseUrl: server.baseUrl });
  expect(JSON.parse(server.hits.at(-1)?.body ?? '{}').lang).toBe('zh_HK');
});
