import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ERROR } from '../src/api/contract/errors';
import { type Clock, SettableClock, systemClock } from './clock';
import { type AppConfig, defaultConfig, fastifyTrustProxy } from './config';
import type { Broadcast, Db } from './db/client';
import { watchLockedUsers } from './db/locks';
import { clientErrorHandler } from './http/clientErrors';
import { ApiError } from './http/errors';
import type { AppDeps, SessionUser } from './http/types';
import type { PaymentGateway } from './payments/gateway';
import { SandboxGateway } from './payments/sandbox';
import { registerBodyParsers } from './plugins/bodyParser';
import { registerCsrfGuard } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerIdentity } from './plugins/identity';
import { bodyForLog, logRedaction, serializeError } from './plugins/logging';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSessionPurge } from './plugins/sessionPurge';
import { registerSpa } from './plugins/spa';
import { registerApiRoutes } from './routes';
import { registerAuthRoutes } from './routes/auth/routes';
import { registerTestHooks } from './routes/testHooks';
import { SessionCache } from './services/sessionCache';

export interface BuildAppOptions {
  db: Db;
  clock?: Clock;
  wallClock?: Clock;
  gateway?: PaymentGateway;
  /** Mount /__test/* (reset, clock, orders). Never on by default. */
  testHooks?: boolean;
  /** false = silent; or pino options (level, stream…). Card fields and cookies are redacted. */
  logger?: false | { level?: string; stream?: NodeJS.WritableStream };
  config?: Partial<AppConfig>;
  /**
   * How copies of the server sharing the database hear of each other's sign-outs
   * (`database.broadcast(SESSION_CHANNEL)`); without it, only this copy evicts its session cache.
   */
  sessionBroadcast?: Broadcast;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...defaultConfig, ...options.config };
  const logger: FastifyServerOptions['logger'] =
    options.logger === false || options.logger === undefined
      ? false
      : {
          level: options.logger.level ?? 'info',
          redact: logRedaction,
          serializers: { err: serializeError },
          ...(options.logger.stream ? { stream: options.logger.stream } : {}),
        };
  const app = Fastify({
    logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    clientErrorHandler,
  });

  const sessions = new SessionCache<SessionUser>(options.sessionBroadcast);
  const deps: AppDeps = {
    db: watchLockedUsers(options.db, (userId) => sessions.customerChangedHere(userId)),
    clock: options.clock ?? new SettableClock(),
    wallClock: options.wallClock ?? systemClock,
    gateway: options.gateway ?? new SandboxGateway(),
    config,
    sessions,
  };
  await deps.sessions.listen();
  app.decorate('deps', deps);
  app.decorate('apiRoutes', []);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.apiOrigins);
  registerBodyParsers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCors, {
    // Same-origin callers need no CORS; only the configured extra origins get credentials.
    origin: (origin, cb) => cb(null, origin !== undefined && config.corsOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new ApiError(429, ERROR.rateLimited, 'too many requests, please try again later'),
  });
  registerCsrfGuard(app, config.corsOrigins);
  registerIdentity(app);
  registerSessionPurge(app, config.sessionPurgeIntervalMs);

  app.addHook('preHandler', async (request) => {
    // Bodies are logged at trace level only, never for payment or sign-in requests, and scrubbed.
    if (request.body !== undefined && request.log.level === 'trace') {
      request.log.trace({ body: bodyForLog(request.url, request.body) }, 'request body');
    }
  });

  registerAuthRoutes(app);
  registerApiRoutes(app);
  if (options.testHooks) registerTestHooks(app);
  await registerSpa(app, config.distDir);
  return app;
}
