import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEVICE_COOKIE } from '../../src/api/contract/device';
import { ERROR } from '../../src/api/contract/errors';
import { SESSION_COOKIE } from '../../src/api/contract/user';
import { deviceSessions, sessions, users } from '../db/schema';
import type { SessionUser } from '../http/types';
import { sha256 } from '../lib/crypto';

/**
 * API paths a browser may call before it has a device session: registration itself, the API
 * description, and the public price list — the open pricing page must not make a first-time
 * visitor download and run device registration just to read prices.
 */
const DEVICE_EXEMPT = new Set(['/api/ch/r', '/api/openapi.json', '/api/v2/ch/pc/pl']);

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** The server's own pages that greet a signed-in visitor (server/routes/auth). */
const AUTH_PAGES = new Set(['/login', '/signup', '/logout']);
const needsUser = (path: string) => path.startsWith('/api/') || AUTH_PAGES.has(path);

const DEVICE_CACHE_MS = 60_000;
const DEVICE_CACHE_MAX = 10_000;

export function registerIdentity(app: FastifyInstance): void {
  // Device sessions are checked on every API call; a short cache keeps that off the database.
  // (They authenticate the client build, not a person, so a minute of staleness is harmless.)
  const deviceCache = new Map<string, { deviceId: string; expiresAt: number; cachedAt: number }>();
  app.decorateRequest('deviceId', null);
  app.decorateRequest('user', null);

  // Spec §8: an unknown device gets "403" so the client re-registers and retries once.
  // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: the device gate: each exemption and refusal of spec §8 in the order it is checked
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (!path.startsWith('/api/') || DEVICE_EXEMPT.has(path)) return;
    const token = request.cookies[DEVICE_COOKIE];
    if (token) {
      const hash = sha256(token);
      const now = app.deps.wallClock.now().getTime();
      const hit = deviceCache.get(hash);
      if (hit && now - hit.cachedAt < DEVICE_CACHE_MS && hit.expiresAt > now) {
        request.deviceId = hit.deviceId;
        return;
      }
      const [row] = await app.deps.db
        .select({ deviceId: deviceSessions.deviceId, expiresAt: deviceSessions.expiresAt })
        .from(deviceSessions)
        .where(
          and(
            eq(deviceSessions.tokenHash, hash),
            gt(deviceSessions.expiresAt, app.deps.wallClock.now()),
          ),
        )
        .limit(1);
      if (row) {
        if (deviceCache.size >= DEVICE_CACHE_MAX) deviceCache.clear();
        deviceCache.set(hash, {
          deviceId: row.deviceId,
          expiresAt: row.expiresAt.getTime(),
          cachedAt: now,
        });
        request.deviceId = row.deviceId;
        return;
      }
    }
    return reply.code(403).send({
      errorCode: ERROR.deviceNotRegistered,
      _sys_status: '403',
      message: 'device not registered',
    });
  });

  // Only the API and the sign-in pages ask who is signed in: the app's files and its HTML are the
  // same for everyone, so they cost no session query (a first visit fetches a dozen of them).
  app.addHook('preHandler', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && needsUser(pathOf(request.url))) request.user = await findSessionUser(app, token);
  });
}

async function findSessionUser(app: FastifyInstance, token: string): Promise<SessionUser | null> {
  const hash = sha256(token);
  const now = app.deps.wallClock.now().getTime();
  const cached = app.deps.sessions.get(hash, now);
  if (cached) return cached;
  const [row] = await app.deps.db
    .select({
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      isInstitutionUser: users.isInstitutionUser,
      mobileNumber: users.mobileNumber,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hash), gt(sessions.expiresAt, app.deps.wallClock.now())))
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...user } = row;
  app.deps.sessions.set(hash, user, expiresAt.getTime(), now);
  return user;
}
