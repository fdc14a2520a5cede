import * as v from 'valibot';
import type { Endpoints } from './endpoint';
import { ERROR } from './errors';

/**
 * Device registration. Client and server share these constants: the keys ship in
 * the browser bundle anyway, so they authenticate the client build, not a user.
 * signature = HMAC-SHA256(`${deviceId}.${timestamp}.${appVersion}`, DEVICE_HMAC_KEY) as hex;
 * info = AES (crypto-js passphrase mode, DEVICE_AES_KEY) of JSON.stringify(DeviceInfo).
 */
export const APP_VERSION = '23.5.0';
export const DEVICE_AES_KEY = 'sr-pricing-device-info-v1';
export const DEVICE_HMAC_KEY = 'sr-pricing-device-sign-v1';
/** The server accepts a signature whose timestamp is within this many ms of its clock. */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;
/** Cookie holding the device session the server issues on successful registration. */
export const DEVICE_COOKIE = 'sr_device';

export const DeviceInfo = v.object({
  browser: v.string(),
  os: v.string(),
  screen: v.string(),
});
export type DeviceInfo = v.InferOutput<typeof DeviceInfo>;

export const RegisterDeviceRequest = v.object({
  deviceType: v.literal('web'),
  deviceId: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  info: v.pipe(v.string(), v.maxLength(4096)),
  timestamp: v.pipe(v.number(), v.integer()),
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  appVersion: v.string(),
  lang: v.picklist(['en', 'zh_CN', 'zh_HK']),
});
export type RegisterDeviceRequest = v.InferOutput<typeof RegisterDeviceRequest>;

export const RegisterDeviceResponse = v.object({
  errorCode: v.string(),
  _sys_status: v.string(),
});
export type RegisterDeviceResponse = v.InferOutput<typeof RegisterDeviceResponse>;

export const deviceEndpoints = {
  registerDevice: {
    method: 'POST',
    path: '/api/ch/r',
    request: RegisterDeviceRequest,
    response: RegisterDeviceResponse,
    errors: [ERROR.deviceRegistration],
    auth: 'none',
    summary: 'Register this browser as a device (spec §7); sets the device session cookie',
    description:
      'Refusals (bad signature, stale timestamp, unreadable info, malformed body) answer 0002 with _sys_status "1".',
  },
} as const satisfies Endpoints;
