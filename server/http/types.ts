import type { Endpoint } from '../../src/api/contract/endpoint';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { PaymentGateway } from '../payments/gateway';
import type { SessionCache } from '../services/sessionCache';

/** What every handler and service may use; built once in buildApp. */
export interface AppDeps {
  db: Db;
  /** Business time (trials, renewals, bonuses); tests and test hooks move it. */
  clock: Clock;
  /** Real time for security checks (signature windows, session expiry), never moved by tests. */
  wallClock: Clock;
  gateway: PaymentGateway;
  config: AppConfig;
  /** Signed-in sessions, so an API call costs no session query. */
  sessions: SessionCache<SessionUser>;
}

export interface SessionUser {
  id: number;
  email: string;
  isInstitutionUser: boolean;
  mobileNumber: string;
  language: string | null;
  createdAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The contract's endpoints this app registered, in order; OpenAPI is built from them. */
    apiRoutes: Endpoint[];
  }
  interface FastifyRequest {
    deviceId: string | null;
    user: SessionUser | null;
  }
}
