import AES from 'crypto-js/aes';
import { APP_VERSION, DEVICE_AES_KEY } from '../../src/api/contract/device';
import { expectedSignature } from '../routes/device';

/** A device registration body exactly as the SPA builds it (AES info, HMAC signature). */
export function registrationBody(
  deviceId: string,
  timestamp: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const info = AES.encrypt(
    JSON.stringify({ browser: 'Chrome 126', os: 'Linux', screen: '1280x720' }),
    DEVICE_AES_KEY,
  ).toString();
  return {
    deviceType: 'web',
    deviceId,
    info,
    timestamp,
    signature: expectedSignature(deviceId, timestamp, APP_VERSION),
    appVersion: APP_VERSION,
    lang: 'en',
    ...overrides,
  };
}
