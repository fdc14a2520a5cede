import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/api/contract/user';
import { users } from '../../db/schema';
import { createHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const form = (client: ReturnType<Harness['client']>, url: string, fields: Record<string, string>) =>
  client.request({ method: 'POST', url, form: fields });

describe('GET /login', () => {
  it('renders a labelled sign-in form carrying next, with a sign-up link', async () => {
    const res = await h.client().get('/login', { next: '/pricing/personalcentre/myplans' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<label for="email">Email</label>');
    expect(res.body).toContain('<label for="password">Password</label>');
    expect(res.body).toContain('>Sign in</button>');
    expect(res.body).toContain('value="/pricing/personalcentre/myplans"');
    expect(res.body).toMatch(
      /href="\/signup\?next=%2Fpricing%2Fpersonalcentre%2Fmyplans&#38;lang=en"/,
    );
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('escapes what it echoes', async () => {
    const res = await h.client().get('/login', { next: '/pricing/"><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});

describe('POST /login', () => {
  it('signs in with a HttpOnly Lax session cookie and redirects 303 to next', async () => {
    const client = h.client();
    const res = await form(client, '/login', {
      email: 'Active@Demo.test ',
      password: 'demo1234',
      next: '/pricing/personalcentre/myplans?tab=1',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/pricing/personalcentre/myplans?tab=1');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    await client.registerDevice();
    expect((await client.get('/api/ch/se/if')).json.email).toBe('active@demo.test');
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)'])(
    'never redirects off-site (next=%s)',
    async (next) => {
      const res = await form(h.client(), '/login', {
        email: 'new@demo.test',
        password: 'demo1234',
        next,
      });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/pricing/');
    },
  );

  it('shows an error on the page for a wrong password, without a cookie', async () => {
    const res = await form(h.client(), '/login', {
      email: 'new@demo.test',
      password: 'wrong-pass',
      next: '/pricing/',
    });
    expect(res.status).toBe(401);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Email or password is incorrect.');
    expect(res.body).toContain('value="new@demo.test"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('treats an unknown email exactly like a wrong password', async () => {
    const res = await form(h.client(), '/login', {
      email: 'nobody@demo.test',
      password: 'demo1234',
      next: '/',
    });
    expect(res.status).toBe(401);
    expect(res.body).toContain('Email or password is incorrect.');
  });

  it('reports blank fields', async () => {
    const res = await form(h.client(), '/login', { email: '', password: '', next: '/' });
    expect(res.status).toBe(400);
    expect(res.body).toContain('Can&#39;t be blank!');
  });

  it('also accepts the SPA-style JSON body', async () => {
    const res = await h
      .client()
      .post('/login', { email: 'new@demo.test', password: 'demo1234', next: '/pricing/' });
    expect(res.status).toBe(303);
  });
});

describe('next after sign-in, sign-up and sign-out', () => {
  const ESCAPES = [
    '/.//evil.example',
    '/..//evil.example',
    '/pricing/..//evil.example/x',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
  ];
  const cases = ESCAPES.flatMap((next) => [
    ['/login', { email: 'new@demo.test', password: 'demo1234', next }],
    ['/signup', { email: `x${ESCAPES.indexOf(next)}@example.com`, password: 'long-enough', next }],
    ['/logout', { next }],
  ]) as [string, Record<string, string>][];
  it.each(cases)('POST %s stays on this site for %j', async (url, fields) => {
    const res = await form(h.client(), url, fields);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/pricing/');
  });
});

describe('sign up', () => {
  it('GET /signup renders the form', async () => {
    const res = await h.client().get('/signup', { next: '/pricing/' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('>Sign up</button>');
    expect(res.body).toContain('<label for="email">Email</label>');
  });

  it('creates an account with an scrypt hash and signs it in', async () => {
    const client = h.client();
    const res = await form(client, '/signup', {
      email: 'Someone@Example.com',
      password: 'long-enough',
      next: '/pricing/products/offerselection',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/pricing/products/offerselection');
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'someone@example.com'));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('long-enough');
    await client.registerDevice();
    expect((await client.get('/api/ch/se/if')).json.email).toBe('someone@example.com');
  });

  it('links a referral code given on the sign-up page', async () => {
    const res = await form(h.client(), '/signup', {
      email: 'friend@example.com',
      password: 'long-enough',
      next: '/pricing/',
      referral: 'DEMOREF1',
    });
    expect(res.status).toBe(303);
    const [referrer] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'referrer@demo.test'));
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'friend@example.com'));
    expect(row?.referredBy).toBe(referrer?.id);
  });

  it.each([
    [{ email: 'not-an-email', password: 'long-enough' }, 400, 'Email is not validated!'],
    [{ email: 'x@example.com', password: 'short' }, 400, 'at least 8 characters'],
    [{ email: 'active@demo.test', password: 'long-enough' }, 409, 'already exists'],
  ])('shows the problem on the page: %j', async (fields, status, message) => {
    const res = await form(h.client(), '/signup', { ...fields, next: '/pricing/' });
    expect(res.status).toBe(status);
    expect(res.body).toContain(message);
  });
});

describe('sign out', () => {
  it('GET /logout only offers a Sign out button; POST /logout ends the session', async () => {
    const client = await h.as('active@demo.test');
    const page = await client.get('/logout');
    expect(page.body).toContain('>Sign out</button>');
    expect((await client.get('/api/ch/se/if')).status).toBe(200);
    const res = await client.request({ method: 'POST', url: '/logout', form: {} });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Signed out');
    expect((await client.get('/api/ch/se/if')).status).toBe(401);
  });

  it('a stolen cookie stops working after sign-out', async () => {
    const client = await h.as('active@demo.test');
    const token = client.cookies.get(SESSION_COOKIE)!;
    await client.request({ method: 'POST', url: '/logout', form: { next: '/pricing/' } });
    const thief = h.client();
    await thief.registerDevice();
    thief.cookies.set(SESSION_COOKIE, token);
    expect((await thief.get('/api/ch/se/if')).status).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 after the configured number of attempts', async () => {
    const limited = await createHarness({
      config: { loginRateLimit: { max: 3, timeWindowMs: 60_000 } },
    });
    try {
      const client = limited.client();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await form(client, '/login', {
              email: 'new@demo.test',
              password: 'nope-nope',
              next: '/',
            })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await form(client, '/login', {
        email: 'new@demo.test',
        password: 'nope',
        next: '/',
      });
      expect(last.body).toContain('too many requests');
    } finally {
      await limited.close();
    }
  });
});
