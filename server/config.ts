/** Settings the app reads; buildApp takes them explicitly so tests never depend on env. */
export interface AppConfig {
  /** Extra origins allowed for CORS and for state-changing requests (CSRF check). */
  corsOrigins: string[];
  /** Days from the start of a trial during which cancelling is free. */
  freeCancelDays: number;
  /** Rate limit of the sign-in pages, per client IP. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Trust X-Forwarded-* (set when running behind a TLS-terminating proxy). */
  trustProxy: boolean;
  /** Built SPA to serve under /pricing/. */
  distDir: string;
}

export const defaultConfig: AppConfig = {
  corsOrigins: [],
  freeCancelDays: 7,
  loginRateLimit: { max: 20, timeWindowMs: 60_000 },
  trustProxy: false,
  distDir: 'dist',
};

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`expected a non-negative integer, got ${value}`);
  return n;
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
      trustProxy: env.TRUST_PROXY === '1',
      distDir: env.DIST_DIR || defaultConfig.distDir,
    },
  };
}
