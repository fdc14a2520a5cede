/** Settings the app reads; buildApp takes them explicitly so tests never depend on env. */
export interface AppConfig {
  /** Extra origins allowed for CORS and for state-changing requests (CSRF check). */
  corsOrigins: string[];
  /** Days from the start of a trial during which cancelling is free. */
  freeCancelDays: number;
  /** Rate limit of the sign-in pages, per client IP. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Failed sign-ins allowed per account in the window; then that account is refused until it ends. */
  loginAccountLimit: { maxFailures: number; timeWindowMs: number };
  /**
   * Which X-Forwarded-* to believe: false = none; a number = that many proxy hops in front of
   * this server; a string = the proxies' addresses/CIDRs (comma list). Never "every header".
   */
  trustProxy: false | number | string;
  /** Built SPA to serve under /pricing/. */
  distDir: string;
  /** Origins of the API hosts the SPA calls besides its own (CSP connect-src). */
  apiOrigins: string[];
  /** How often expired sign-in and device sessions are deleted (0 = never). */
  sessionPurgeIntervalMs: number;
}

export const defaultConfig: AppConfig = {
  corsOrigins: [],
  freeCancelDays: 7,
  loginRateLimit: { max: 20, timeWindowMs: 60_000 },
  loginAccountLimit: { maxFailures: 10, timeWindowMs: 15 * 60_000 },
  trustProxy: false,
  distDir: 'dist',
  apiOrigins: [],
  sessionPurgeIntervalMs: 60 * 60_000,
};

/** The origins of absolute API bases (VITE_API_BASE, VITE_API_BASE_SAFARI); relative ones are 'self'. */
export function apiOriginsOf(bases: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const base of bases) {
    if (!base?.trim()) continue;
    try {
      const url = new URL(base.trim());
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not an absolute URL: the SPA calls its own origin.
    }
  }
  return [...origins];
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`expected a non-negative integer, got ${value}`);
  return n;
}

/**
 * TRUST_PROXY: a hop count (`1` = one TLS proxy in front) or the proxies' addresses/CIDRs.
 * `true` is refused: trusting every X-Forwarded-For lets each request pick its own client address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^(true|yes|on|all|\*)$/i.test(text)) {
    throw new Error(
      'TRUST_PROXY must be a number of proxy hops (e.g. 1) or the proxy addresses, not "trust all"',
    );
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * The Fastify `trustProxy` option. Fastify itself trusts nobody for a bare hop count (it cannot
 * tell a proxy from a direct caller), so hops become the classic rule: the last N addresses of the
 * chain (the socket peer first) are proxies and the one before them is the client. Only right when
 * the server cannot be reached except through those proxies; otherwise list their addresses.
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): false | string | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return value > 0 ? (_address, hop) => hop < value : false;
  return value;
}

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  testHooks: boolean;
  clockStart: Date | undefined;
  billingIntervalMs: number;
  logLevel: string;
  config: AppConfig;
}

export function readEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const clockStart = env.SR_CLOCK ? new Date(env.SR_CLOCK) : undefined;
  if (clockStart && Number.isNaN(clockStart.getTime())) throw new Error('SR_CLOCK is not a date');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data',
    testHooks: env.SR_TEST_HOOKS === '1',
    clockStart,
    billingIntervalMs: int(env.BILLING_INTERVAL_MS, 60_000),
    logLevel: env.LOG_LEVEL || 'info',
    config: {
      corsOrigins: (env.CORS_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      freeCancelDays: int(env.FREE_CANCEL_DAYS, defaultConfig.freeCancelDays),
      loginRateLimit: {
        max: int(env.LOGIN_RATE_LIMIT, defaultConfig.loginRateLimit.max),
        timeWindowMs: defaultConfig.loginRateLimit.timeWindowMs,
      },
      loginAccountLimit: {
        maxFailures: int(env.LOGIN_ACCOUNT_FAILURES, defaultConfig.loginAccountLimit.maxFailures),
        timeWindowMs: defaultConfig.loginAccountLimit.timeWindowMs,
      },
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      distDir: env.DIST_DIR || defaultConfig.distDir,
      apiOrigins: apiOriginsOf([env.VITE_API_BASE, env.VITE_API_BASE_SAFARI]),
      sessionPurgeIntervalMs: int(
        env.SESSION_PURGE_INTERVAL_MS,
        defaultConfig.sessionPurgeIntervalMs,
      ),
    },
  };
}
