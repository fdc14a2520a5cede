import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isPlainText } from '../../../src/api/contract/text';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/user';
import { cookieOptions } from '../../http/cookies';
import { sha256 } from '../../lib/crypto';
import { AUTH_PAGE_HELMET } from '../../plugins/securityHeaders';
import {
  authenticate,
  createSession,
  deleteSession,
  findReferrerId,
  normaliseEmail,
  SESSION_DAYS,
  signUp,
} from '../../services/accounts';
import { AccountThrottle } from './accountThrottle';
import { safeNext } from './next';
import { renderSignedIn, renderSignedOut, renderSignIn, renderSignUp } from './pages';

type Fields = Record<string, unknown>;

function field(source: unknown, name: string): string {
  const value = (source as Fields | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/** A form field that may reach the database: control characters (NUL!) make it no value at all. */
function textField(source: unknown, name: string): string | null {
  const value = field(source, name);
  return isPlainText(value) ? value : null;
}

/** The referral code from ?referral=, or from a `next` that carries one (the pricing link). */
function referralOf(query: unknown, next: string): string {
  const direct = textField(query, 'referral');
  if (direct) return direct.slice(0, 40);
  try {
    const code = new URL(next, 'http://x.invalid').searchParams.get('referral') ?? '';
    return isPlainText(code) ? code.slice(0, 40) : '';
  } catch {
    return '';
  }
}

const SIGN_UP_ERRORS = {
  email_invalid: 'Email is not validated!',
  password_too_short: 'The password must have at least 8 characters.',
  email_taken: 'An account with this email already exists. Sign in instead.',
  password_invalid: 'The password must not contain control characters.',
} as const;

const TOO_MANY_FAILURES = 'Too many failed sign-ins for this account. Please try again later.';

function html(reply: FastifyReply, status: number, body: string) {
  // Security headers (a stricter CSP than the app's: no script at all) come from AUTH_PAGE_HELMET.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Sign in, sign up and sign out: the page the SPA's sign-in gate redirects to. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { max, timeWindowMs } = app.deps.config.loginRateLimit;
  const config = { rateLimit: { max, timeWindow: timeWindowMs } };
  const page = { config, helmet: AUTH_PAGE_HELMET };
  const accountLimit = app.deps.config.loginAccountLimit;
  const throttle = new AccountThrottle(
    app.deps.wallClock,
    accountLimit.maxFailures,
    accountLimit.timeWindowMs,
  );
  registerSignIn(app, page, throttle);
  registerSignUp(app, page);
  registerSignOut(app, page);
}

type PageOptions = RouteShorthandOptions;

/** Starts a session for the user and sends them on to `next` (same-origin path only). */
async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  next: string,
) {
  const token = await createSession(app.deps.db, app.deps.wallClock, userId);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_DAYS * 86_400));
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...cookieOptions(request, SESSION_DAYS * 86_400),
    httpOnly: false,
  });
  return reply.code(303).header('cache-control', 'no-store').redirect(next, 303);
}

function registerSignIn(app: FastifyInstance, page: PageOptions, throttle: AccountThrottle): void {
  app.get('/login', page, async (request, reply) => {
    const next = safeNext(field(request.query, 'next'));
    if (request.user) return html(reply, 200, renderSignedIn(request.user.email, next));
    return html(reply, 200, renderSignIn({ next, referral: referralOf(request.query, next) }));
  });

  app.post('/login', page, async (request, reply) => {
    const next = safeNext(field(request.body, 'next'));
    const email = textField(request.body, 'email');
    const password = textField(request.body, 'password');
    if (email === null || password === null) {
      return html(reply, 400, renderSignIn({ next, error: 'Email or password is incorrect.' }));
    }
    if (!email || !password) {
      return html(reply, 400, renderSignIn({ next, email, error: "Can't be blank!" }));
    }
    const account = normaliseEmail(email);
    // Refused before the password is checked: a throttled account must not confirm a guess.
    if (throttle.isBlocked(account)) {
      return html(reply, 429, renderSignIn({ next, email, error: TOO_MANY_FAILURES }));
    }
    const user = await authenticate(app.deps.db, email, password);
    if (!user) {
      throttle.recordFailure(account);
      return html(
        reply,
        401,
        renderSignIn({ next, email, error: 'Email or password is incorrect.' }),
      );
    }
    throttle.recordSuccess(account);
    return startSession(app, request, reply, user.id, next);
  });
}

function registerSignUp(app: FastifyInstance, page: PageOptions): void {
  app.get('/signup', page, async (request, reply) => {
    const next = safeNext(field(request.query, 'next'));
    return html(reply, 200, renderSignUp({ next, referral: referralOf(request.query, next) }));
  });

  app.post('/signup', page, async (request, reply) => {
    const next = safeNext(field(request.body, 'next'));
    const email = textField(request.body, 'email');
    const password = textField(request.body, 'password');
    const referral = (textField(request.body, 'referral') ?? '').slice(0, 40);
    if (email === null || password === null) {
      const error = email === null ? SIGN_UP_ERRORS.email_invalid : SIGN_UP_ERRORS.password_invalid;
      return html(reply, 400, renderSignUp({ next, referral, error }));
    }
    if (!email || !password) {
      return html(reply, 400, renderSignUp({ next, email, referral, error: "Can't be blank!" }));
    }
    const created = await signUp(app.deps.db, app.deps.clock, {
      email,
      password,
      referredBy: await findReferrerId(app.deps.db, referral),
    });
    if (!created.ok) {
      const status = created.error === 'email_taken' ? 409 : 400;
      return html(
        reply,
        status,
        renderSignUp({ next, email, referral, error: SIGN_UP_ERRORS[created.error] }),
      );
    }
    return startSession(app, request, reply, created.value.id, next);
  });
}

function registerSignOut(app: FastifyInstance, page: PageOptions): void {
  // GET only shows a button: signing out must not happen on a cross-site link or prefetch.
  app.get('/logout', page, async (request, reply) => {
    if (!request.user) return html(reply, 200, renderSignedOut());
    return html(reply, 200, renderSignedIn(request.user.email, '/pricing/'));
  });

  app.post('/logout', page, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      await deleteSession(app.deps.db, token);
      await app.deps.sessions.revokeToken(sha256(token));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    const next = safeNext(field(request.body, 'next'));
    if (field(request.body, 'next')) return reply.code(303).redirect(next, 303);
    return html(reply, 200, renderSignedOut());
  });
}
