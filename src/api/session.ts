/** Why signing out failed: the server's errorCode, else its HTTP status; '' when it never answered. */
export class SignOutError extends Error {
  constructor(readonly code: string) {
    super(code ? `sign-out refused (${code})` : 'sign-out did not reach the server');
    this.name = 'SignOutError';
  }
}

/**
 * The server's sign-out lives next to its login page (`/login` → `/logout`), outside the API.
 * Its query (e.g. a `next`) is dropped: the app stays where it is.
 */
export function logoutUrlFor(loginUrl: string): string {
  const [path = ''] = loginUrl.split(/[?#]/);
  return /login\/?$/.test(path) ? path.replace(/login\/?$/, 'logout') : '/logout';
}

/**
 * POST /logout: the server deletes the session and clears its cookies. A fetch sends Origin on a
 * POST, which the server's CSRF guard checks; the body is an empty form (no `next`, so the server
 * answers 200 rather than redirecting). Rejects with SignOutError.
 */
export async function endSession(
  logoutUrl: string,
  fetchFn: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchFn(logoutUrl, {
      method: 'POST',
      credentials: 'include',
      cache: 'no-store',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
  } catch {
    throw new SignOutError('');
  }
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => undefined);
  const errorCode = (body as { errorCode?: unknown } | undefined)?.errorCode;
  throw new SignOutError(typeof errorCode === 'string' ? errorCode : String(response.status));
}
