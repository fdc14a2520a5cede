export const DEFAULT_NEXT = '/pricing/';

/**
 * Where to go after signing in: only a same-origin path. Rejects `//host`, `/\host` (browsers
 * treat `\` as `/`), any scheme, and control characters (which browsers strip, turning `/\t/host`
 * into `//host`).
 */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return DEFAULT_NEXT;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_NEXT;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return DEFAULT_NEXT;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return DEFAULT_NEXT;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_NEXT;
  }
}
