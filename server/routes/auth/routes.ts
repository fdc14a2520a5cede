import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { isPlainText } from '../../../src/api/contract/text';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../src/api/contract/user';
import { cookieOptions } from '../../http/cookies';
import { sha256 } from '../../lib/crypto';
import { AUTH_PAGE_HELMET } from '../../plugins/securityHeaders';
import { DEMO_PASSWORD } from '../../seed/demo';
import {
  authenticate,
  createSession,
  deleteSession,
  existingEmails,
  findReferrerId,
  normaliseEmail,
  SESSION_DAYS,
  signUp,
} from '../../services/accounts';
import { AccountThrottle } from './accountThrottle';
import { pageLocale, translator } from './language';
import { safeNext } from './next';
import {
  type PageContext,
  renderSignedIn,
  renderSignedOut,
  renderSignIn,
  renderSignUp,
} from './pages';
import { DEMO_ACCOUNT_WORDS, WORDS } from './words';

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

/** The referral code the page or form was given, or one `next` carries (the pricing link). */
function referralOf(source: unknown, next: string): string {
  const direct = textField(source, 'referral');
  if (direct) return direct.slice(0, 40);
  try {
    const code = new URL(next, 'http://x.invalid').searchParams.get('referral') ?? '';
    return isPlainText(code) ? code.slice(0, 40) : '';
  } catch {
    return '';
  }
}

const SIGN_UP_ERRORS = {
  email_invalid: WORDS.emailInvalid,
  password_too_short: WORDS.passwordTooShort,
  email_taken: WORDS.emailTaken,
  password_invalid: WORDS.passwordInvalid,
} as const;

/** The page's language and words, and what it carries along (next, referral). */
async function pageContext(
  request: FastifyRequest,
  path: PageContext['path'],
  source: unknown,
): Promise<PageContext> {
  const next = safeNext(field(source, 'next'));
  const locale = pageLocale(request);
  return {
    locale,
    t: await translator(locale),
    path,
    next,
    referral: referralOf(source, next) || undefined,
  };
}

/** The seeded demo accounts, in the order the README lists them; none once the data is reset. */
async function demoAccounts(app: FastifyInstance, context: PageContext) {
  const emails = Object.keys(DEMO_ACCOUNT_WORDS) as (keyof typeof DEMO_ACCOUNT_WORDS)[];
  const present = await existingEmails(app.deps.db, emails);
  const accounts = emails
    .filter((email) => present.has(email))
    .map((email) => ({ email, shows: context.t(DEMO_ACCOUNT_WORDS[email]) }));
  return { accounts, password: DEMO_PASSWORD };
}

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
    const context = await pageContext(request, '/login', request.query);
    if (request.user) return html(reply, 200, renderSignedIn(context, request.user.email));
    return html(reply, 200, renderSignIn(context, {}, await demoAccounts(app, context)));
  });

  app.post('/login', page, async (request, reply) => {
    const context = await pageContext(request, '/login', request.body);
    const refuse = async (status: number, error: string, email?: string) =>
      html(
        reply,
        status,
        renderSignIn(context, { email, error }, await demoAccounts(app, context)),
      );
    const email = textField(request.body, 'email');
    const password = textField(request.body, 'password');
    if (email === null || password === null) return refuse(400, context.t(WORDS.wrongCredentials));
    if (!email || !password) return refuse(400, context.t(WORDS.blank), email);
    const account = normaliseEmail(email);
    // Refused before the password is checked: a throttled account must not confirm a guess.
    if (throttle.isBlocked(account)) return refuse(429, context.t(WORDS.tooManyFailures), email);
    const user = await authenticate(app.deps.db, email, password);
    if (!user) {
      throttle.recordFailure(account);
      return refuse(401, context.t(WORDS.wrongCredentials), email);
    }
    throttle.recordSuccess(account);
    return startSession(app, request, reply, user.id, context.next);
  });
}

function registerSignUp(app: FastifyInstance, page: PageOptions): void {
  app.get('/signup', page, async (request, reply) => {
    const context = await pageContext(request, '/signup', request.query);
    return html(reply, 200, renderSignUp(context, {}));
  });

  app.post('/signup', page, async (request, reply) => {
    const context = await pageContext(request, '/signup', request.body);
    const refuse = (status: number, error: string, email?: string) =>
      html(reply, status, renderSignUp(context, { email, error }));
    const email = textField(request.body, 'email');
    const password = textField(request.body, 'password');
    if (email === null || password === null) {
      const error = email === null ? SIGN_UP_ERRORS.email_invalid : SIGN_UP_ERRORS.password_invalid;
      return refuse(400, context.t(error));
    }
    if (!email || !password) return refuse(400, context.t(WORDS.blank), email);
    const created = await signUp(app.deps.db, app.deps.clock, {
      email,
      password,
      referredBy: await findReferrerId(app.deps.db, context.referral ?? ''),
    });
    if (!created.ok) {
      const status = created.error === 'email_taken' ? 409 : 400;
      return refuse(status, context.t(SIGN_UP_ERRORS[created.error]), email);
    }
    return startSession(app, request, reply, created.value.id, context.next);
  });
}

function registerSignOut(app: FastifyInstance, page: PageOptions): void {
  // GET only shows a button: signing out must not happen on a cross-site link or prefetch.
  app.get('/logout', page, async (request, reply) => {
    const context = await pageContext(request, '/logout', {});
    if (!request.user) return html(reply, 200, renderSignedOut(context));
    return html(reply, 200, renderSignedIn(context, request.user.email));
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
    return html(reply, 200, renderSignedOut(await pageContext(request, '/logout', {})));
  });
}
