import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import * as v from 'valibot';
import { fromBrowserLanguage } from '../i18n/locale';
import { apiConfig } from './config';
import type { Lang } from './contract/common';
import {
  APP_VERSION,
  DEVICE_AES_KEY,
  DEVICE_HMAC_KEY,
  type DeviceInfo,
  deviceEndpoints,
  type RegisterDeviceRequest,
  type RegisterDeviceResponse,
} from './contract/device';
import { type FetchLike, sendHttp } from './http';

export const DEVICE_ID_KEY = 'sr.deviceId';
const DEVICE_ID_PATTERN = /^[0-9a-f]{8,64}$/;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface DeviceDeps {
  baseUrl: string;
  /** Where the device id persists across visits; localStorage in the app. */
  storage: KeyValueStore | null;
  /** Milliseconds since the epoch; the server checks the signature's timestamp against its own. */
  now: () => number;
  randomBytes: (length: number) => Uint8Array;
  lang: Lang;
  info: DeviceInfo;
  fetch?: FetchLike;
}

function randomHex(randomBytes: DeviceDeps['randomBytes']): string {
  return Array.from(randomBytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** If storage is blocked (private mode, policy) the id lives for this page only. */
let volatileDeviceId: string | null = null;

export function getDeviceId(
  storage: KeyValueStore | null,
  randomBytes: DeviceDeps['randomBytes'],
): string {
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const id = randomHex(randomBytes);
    storage?.setItem(DEVICE_ID_KEY, id);
    if (storage) return id;
  } catch {
    // fall through to the page-lifetime id
  }
  volatileDeviceId ??= randomHex(randomBytes);
  return volatileDeviceId;
}

function signRegistration(deviceId: string, timestamp: number, appVersion: string): string {
  return HmacSHA256(`${deviceId}.${timestamp}.${appVersion}`, DEVICE_HMAC_KEY).toString(Hex);
}

function encryptDeviceInfo(info: DeviceInfo): string {
  return AES.encrypt(JSON.stringify(info), DEVICE_AES_KEY).toString();
}

export function buildRegistrationBody(deps: DeviceDeps): RegisterDeviceRequest {
  const deviceId = getDeviceId(deps.storage, deps.randomBytes);
  const timestamp = Math.trunc(deps.now());
  return {
    deviceType: 'web',
    deviceId,
    info: encryptDeviceInfo(deps.info),
    timestamp,
    signature: signRegistration(deviceId, timestamp, APP_VERSION),
    appVersion: APP_VERSION,
    lang: deps.lang,
  };
}

/** One attempt. Deliberately not through the API client: its 403 path would call us again. */
export async function registerDeviceOnce(
  deps: DeviceDeps,
  signal?: AbortSignal,
): Promise<RegisterDeviceResponse> {
  const { registerDevice } = deviceEndpoints;
  const response = await sendHttp({
    baseUrl: deps.baseUrl,
    method: registerDevice.method,
    path: registerDevice.path,
    data: buildRegistrationBody(deps),
    fetch: deps.fetch,
    signal,
  });
  // A malformed answer counts as a failed attempt, so the machine retries it like a network error.
  return v.parse(registerDevice.response, response.body);
}

/** Coarse names only: enough for support, not a fingerprint. */
export function describeBrowser(userAgent: string): string {
  const known: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  for (const [name, pattern] of known) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return 'Other';
}

export function describeOs(userAgent: string): string {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(userAgent)) return 'macOS';
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Other';
}

/** This browser: its storage, clock, random source, language and coarse description. */
export function browserDeps(): DeviceDeps {
  const hasWindow = typeof window !== 'undefined';
  const userAgent = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  let storage: KeyValueStore | null = null;
  try {
    storage = hasWindow ? window.localStorage : null;
  } catch {
    storage = null; // access itself throws when storage is disabled
  }
  return {
    baseUrl: apiConfig().apiBase,
    storage,
    now: () => Date.now(),
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    // The language the app shows now (a choice saved in this browser may differ from the
    // browser's own), else the browser's: each registration is built when it is sent.
    lang: fromBrowserLanguage(
      (hasWindow && document.documentElement.lang) ||
        (typeof navigator !== 'undefined' ? navigator.language : ''),
    ),
    info: {
      browser: describeBrowser(userAgent),
      os: describeOs(userAgent),
      screen: hasWindow
        ? `${window.screen.width}x${window.screen.height}@${window.devicePixelRatio}`
        : 'unknown',
    },
  };
}
