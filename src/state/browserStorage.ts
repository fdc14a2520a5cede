/**
 * The browser's own stores, which can refuse (Safari private mode, a sandboxed frame, blocked
 * cookies): a refusal reads as nothing stored, never as an error.
 */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Whether a readable cookie holds this value. */
export function hasCookie(name: string, value: string): boolean {
  try {
    return document.cookie.split(';').some((c) => c.trim() === `${name}=${value}`);
  } catch {
    return false;
  }
}

/** Sets a readable, site-wide cookie holding no secret; a max age of 0 deletes it. */
export function setReadableCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: no Cookie Store API in Safari; no secret here
    document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
  } catch {
    // Cookies refused: what it would have told the server is simply not known there.
  }
}
