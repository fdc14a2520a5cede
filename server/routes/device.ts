import { timingSafeEqual } from 'node:crypto';
import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DEVICE_HINT_COOKIE } from '../../src/api/contract/cookies';
import {
  DEVICE_AES_KEY,
  DEVICE_COOKIE,
  DEVICE_HMAC_KEY,
  DeviceInfo,
  deviceEndpoints,
  RegisterDeviceRequest,
  SIGNATURE_WINDOW_MS,
} from '../../src/api/contract/device';
import { ERROR } from '../../src/api/contract/errors';
import { cookieOptions, THIRTY_DAYS_S } from '../http/cookies';
import { ApiError } from '../http/errors';
import { defineRawRoute, describeIssues } from '../http/route';
import { randomToken } from '../lib/crypto';
import { err, ok, type Result } from '../lib/result';
import { registerDeviceSession } from '../services/devices';

export function expectedSignature(deviceId: string, timestamp: number, appVersion: string): string {
  return HmacSHA256(`${deviceId}.${timestamp}.${appVersion}`, DEVICE_HMAC_KEY).toString(Hex);
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function decryptInfo(cipher: string): DeviceInfo | null {
  try {
    const plain = AES.decrypt(cipher, DEVICE_AES_KEY).toString(Utf8);
    const parsed = v.safeParse(DeviceInfo, JSON.parse(plain));
    return parsed.success ? parsed.output : null;
  } catch {
    // Wrong key or garbage yields invalid UTF-8 or invalid JSON: both mean "not our client".
    return null;
  }
}

function verifyRegistration(
  body: unknown,
  now: Date,
): Result<{ request: RegisterDeviceRequest; info: DeviceInfo }, string> {
  const parsed = v.safeParse(RegisterDeviceRequest, body ?? {});
  if (!parsed.success) return err(describeIssues(parsed.issues));
  const request = parsed.output;
  if (Math.abs(now.getTime() - request.timestamp) > SIGNATURE_WINDOW_MS) {
    return err('timestamp outside the signature window');
  }
  const expected = expectedSignature(request.deviceId, request.timestamp, request.appVersion);
  if (!sameHex(expected, request.signature)) return err('bad signature');
  const info = decryptInfo(request.info);
  if (!info) return err('device info could not be read');
  return ok({ request, info });
}

export function registerDeviceRoutes(app: FastifyInstance): void {
  defineRawRoute(app, deviceEndpoints.registerDevice, async (request, reply) => {
    const now = app.deps.wallClock.now();
    const verified = verifyRegistration(request.body, now);
    if (!verified.ok) {
      throw new ApiError(
        400,
        ERROR.deviceRegistration,
        `device registration refused: ${verified.error}`,
        {
          _sys_status: '1',
        },
      );
    }
    const { request: body, info } = verified.value;
    const token = randomToken();
    await registerDeviceSession(app.deps.db, body, info, token, now);
    reply.setCookie(DEVICE_COOKIE, token, cookieOptions(request, THIRTY_DAYS_S));
    reply.setCookie(DEVICE_HINT_COOKIE, '1', {
      ...cookieOptions(request, THIRTY_DAYS_S),
      httpOnly: false,
    });
    reply.header('cache-control', 'no-store');
    return { errorCode: '0', _sys_status: '0' };
  });
}
