import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const card = (holder = 'Ann Lee') => ({
  number: '4242424242424242',
  expMonth: 11,
  expYear: 2031,
  cvc: '123',
  holder,
});

/** The inputs where a NUL byte used to reach the database and answer 500 (issue 14, defect 7). */
const CASES: [string, 'GET' | 'POST', string, Record<string, unknown>, string][] = [
  ['card holder', 'POST', '/api/v2/ch/pc/std', { card: card('Ann\u0000Lee') }, 'card.holder'],
  [
    'a coupon in a preview',
    'POST',
    '/api/v2/ch/pc/po',
    { productCode: 'COMBO', subscriptionTime: 1, currency: 'USD', coupons: ['SAVE\u000010'] },
    'coupons.0',
  ],
  [
    'the card holder of a payment',
    'POST',
    '/api/v2/ch/pc/pc',
    {
      productCode: 'HK_MOBILE',
      subscriptionTime: 1,
      currency: 'USD',
      card: card('Ann\u0000'),
      agreement: true,
      idempotencyKey: 'nul-test-0001',
    },
    'card.holder',
  ],
  [
    'an idempotency key',
    'POST',
    '/api/v2/ch/pc/uap',
    { orderId: 1, productCode: 'COMBO', idempotencyKey: 'key\u0000key\u0000' },
    'idempotencyKey',
  ],
  [
    'a re-subscribe key',
    'POST',
    '/api/v2/ch/pc/rs',
    { orderId: 1, idempotencyKey: '\u0000' },
    'idempotencyKey',
  ],
  [
    'a contact name',
    'POST',
    '/api/v2/ch/pc/puc',
    { firstName: 'Ann\u0000', lastName: 'Lee', billingEmail: 'a@b.co', phone: '+85212345678' },
    'firstName',
  ],
  [
    'a coupon to redeem',
    'POST',
    '/api/v2/ch/pc/ap',
    { orderId: 1, couponCode: 'G\u0000' },
    'couponCode',
  ],
  [
    'a referral code in the query',
    'GET',
    '/api/v2/ch/pc/up',
    { referral: 'DEMO\u0000' },
    'referral',
  ],
  ['a coupon in the query', 'GET', '/api/v2/ch/pc/ap', { coupon: '\u0000' }, 'coupon'],
  [
    'another control character',
    'POST',
    '/api/v2/ch/pc/std',
    { card: card('Ann\u001bLee') },
    'card.holder',
  ],
  [
    'an unpaired surrogate',
    'POST',
    '/api/v2/ch/pc/std',
    { card: card('Ann\ud800') },
    'card.holder',
  ],
  [
    'a C1 control character',
    'POST',
    '/api/v2/ch/pc/std',
    { card: card('Ann\u0085') },
    'card.holder',
  ],
];

describe('control characters in any input', () => {
  it.each(CASES)('are refused with 400/0001 in %s', async (_name, method, url, input, path) => {
    const client = await h.as('active@demo.test');
    const res =
      method === 'GET'
        ? await client.get(url, input)
        : await client.request({ method, url, body: input });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0001');
    expect(res.json.fieldErrors).toEqual({ [path]: 'Control characters are not allowed.' });
    expect(h.gateway.charges).toHaveLength(0);
  });

  it('leave ordinary non-ASCII text alone', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.post('/api/v2/ch/pc/std', { card: card('陳大文 Zoë 😀') });
    expect(res.status).toBe(200);
  });

  it.each([
    ['/login', { email: 'new@demo.test\u0000', password: 'demo1234', next: '/pricing/' }],
    ['/signup', { email: 'x\u0000@example.com', password: 'long-enough', next: '/pricing/' }],
    ['/signup', { email: 'y@example.com', password: 'long-enough', referral: 'DEMO\u0000' }],
    ['/login', { email: 'new@demo.test', password: 'demo\u00001234', next: '/pricing/' }],
  ])('on the %s page are refused or ignored, never a 500', async (url, fields) => {
    const res = await h.client().request({ method: 'POST', url, form: fields });
    expect([303, 400, 401]).toContain(res.status);
  });
});

it.each(['/login', '/signup'])(
  'GET %s ignores a referral code with control characters',
  async (url) => {
    const res = await h
      .client()
      .get(url, { referral: 'DEMO\u0000REF', next: '/pricing/?referral=%00' });
    expect(res.status).toBe(200);
  },
);
