import type { DeviceInfo, RegisterDeviceRequest } from '../../src/api/contract/device';
import type { Db } from '../db/client';
import { deviceSessions, devices } from '../db/schema';
import { THIRTY_DAYS_S } from '../http/cookies';
import { sha256 } from '../lib/crypto';

/**
 * Records (or refreshes) the device and opens a thirty-day device session for `token`, both in
 * one transaction so a session never exists for an unrecorded device.
 */
export async function registerDeviceSession(
  db: Db,
  body: RegisterDeviceRequest,
  info: DeviceInfo,
  token: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(devices)
      .values({
        deviceId: body.deviceId,
        deviceType: body.deviceType,
        info,
        appVersion: body.appVersion,
        lang: body.lang,
        registeredAt: now,
      })
      .onConflictDoUpdate({
        target: devices.deviceId,
        set: { info, appVersion: body.appVersion, lang: body.lang, registeredAt: now },
      });
    await tx.insert(deviceSessions).values({
      tokenHash: sha256(token),
      deviceId: body.deviceId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + THIRTY_DAYS_S * 1000),
    });
  });
}
