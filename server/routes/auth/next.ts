export const DEFAULT_NEXT = '/pricing/';

/** What a `Location` may be: one path on this origin, nothing a browser could read as another host. */
function isSameOriginPath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Where to go after signing in: only a same-origin path. Rejects `//host`, `/\host` (browsers
 * treat `\` as `/`), any scheme, and control characters (which browsers strip, turning `/\t/host`
 * into `//host`). The check runs again on the normalised path that is returned: resolving dot
 * segments turns `/.//evil.example` or `/%2e%2e//evil.example` into `//evil.example`.
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return DEFAULT_NEXT;
  if (!isSameOriginPath(next)) return DEFAULT_NEXT;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return DEFAULT_NEXT;
    const path = url.pathname + url.search + url.hash;
    return isSameOriginPath(path) ? path : DEFAULT_NEXT;
  } catch {
    return DEFAULT_NEXT;
  }
}
