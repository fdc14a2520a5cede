/**
 * Where the API lives. Safari gets its own base host because its cookie policy (ITP) blocks the
 * device/session cookies of a cross-site API host that other browsers accept (spec §7).
 */
export interface ApiConfig {
  /** Prefix for every API path; '' means the page's own origin. */
  apiBase: string;
  /** The external web-tool login page the sign-in gate redirects to (with `next`). */
  loginUrl: string;
}

export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

const DEFAULT_LOGIN_URL = '/login';

/** Safari proper: every Chromium browser and Android WebView also claim "Safari" in their UA. */
export function isSafari(userAgent: string): boolean {
  return /Safari/.test(userAgent) && !/Chrome|Chromium|Android/.test(userAgent);
}

function envString(env: EnvSource, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A trailing slash would double up with the leading slash every API path starts with. */
function withoutTrailingSlash(base: string): string {
  return base.replace(/\/+$/, '');
}

export function resolveApiConfig(env: EnvSource, userAgent: string): ApiConfig {
  const base = isSafari(userAgent)
    ? envString(env, 'VITE_API_BASE_SAFARI')
    : envString(env, 'VITE_API_BASE');
  return {
    apiBase: withoutTrailingSlash(base ?? ''),
    loginUrl: envString(env, 'VITE_LOGIN_URL') ?? DEFAULT_LOGIN_URL,
  };
}

/** import.meta.env only exists under Vite; the server and plain Node scripts import this too. */
function viteEnv(): EnvSource {
  return (import.meta as { env?: EnvSource }).env ?? {};
}

function currentUserAgent(): string {
  return typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string'
    ? navigator.userAgent
    : '';
}

/** The configuration of the running app (browser env + this browser's UA). */
export function apiConfig(): ApiConfig {
  return resolveApiConfig(viteEnv(), currentUserAgent());
}
