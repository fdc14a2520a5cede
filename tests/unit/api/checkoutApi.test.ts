import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCardsApi } from '../../../src/api/cards';
import { createApiClient } from '../../../src/api/client';
import { createContactApi } from '../../../src/api/contact';
import { createOrdersApi } from '../../../src/api/orders';
import { createPlanUpgradeApi } from '../../../src/api/planActions';
import { aPlacedOrder, aPreview } from '../../factories/checkout';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
});

const client = () =>
  createApiClient({ baseUrl: server.baseUrl, register: async () => {}, pollMs: 5 });
const orders = () => createOrdersApi(client());

const payBody = {
  productCode: 'HK_MOBILE' as const,
  subscriptionTime: 1 as const,
  currency: 'USD' as const,
  coupons: [],
  card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', holder: 'A B' },
  saveCard: true,
  agreement: true,
  idempotencyKey: '5b0e6c1e-0000-4000-8000-000000000000',
};

describe('checkout API modules', () => {
  it('reads saved cards 10 at a time from page 0, and the saved contact', async () => {
    server.handle((hit) => ({
      body: hit.path.endsWith('/c')
        ? { errorCode: '0', cards: [], total: 0, pageSize: 10, pageNumber: 0 }
        : { errorCode: '0', contact: null },
    }));
    await expect(createCardsApi(client()).getCards()).resolves.toEqual([]);
    await expect(createContactApi(client()).getContact()).resolves.toBeNull();
    expect(server.hits[0]?.path).toBe('/api/v2/ch/pc/c');
    expect(Object.fromEntries(server.hits[0]?.query ?? [])).toEqual({
      pageSize: '10',
      pageNumber: '0',
    });
    expect(server.hits[1]?.path).toBe('/api/v2/ch/pc/uc');
  });

  it('POSTs the preview and returns the server’s amounts as they are', async () => {
    const preview = aPreview({ productCode: 'HK_MOBILE' });
    server.handle(() => ({ body: { errorCode: '0', ...preview } }));
    await expect(orders().previewOrder({ ...payBody, lang: 'en' })).resolves.toEqual(preview);
    expect(server.hits[0]?.path).toBe('/api/v2/ch/pc/po');
  });

  it('pays: success, or the server’s refusal as a value (402 with the gateway code)', async () => {
    server.handle(() => ({ body: { errorCode: '0', ...aPlacedOrder() } }));
    await expect(orders().placeOrder(payBody)).resolves.toEqual({
      ok: true,
      value: aPlacedOrder(),
    });
    expect(JSON.parse(server.hits[0]?.body ?? '{}')).toEqual(payBody);

    server.handle(() => ({
      status: 402,
      body: { errorCode: '5001', message: 'declined', declineCode: 'card_declined' },
    }));
    await expect(orders().placeOrder(payBody)).resolves.toEqual({
      ok: false,
      problem: { code: '5001', message: 'declined' },
    });
  });

  it('reads a 0061 refusal’s invalid coupons through the contract’s error body', async () => {
    const invalidCoupons = [{ code: 'OLD5', errorCode: '0063', message: 'Coupon is invalid' }];
    const refusal = { errorCode: '0061', message: 'Please delete invalid coupons', invalidCoupons };
    server.handle(() => ({ status: 400, body: refusal }));
    await expect(orders().placeOrder(payBody)).resolves.toEqual({
      ok: false,
      problem: { code: '0061', message: 'Please delete invalid coupons', invalidCoupons },
    });
    // A refusal off the contract is no verdict: the outcome stays unknown.
    server.handle(() => ({ status: 400, body: { ...refusal, invalidCoupons: [{ code: 5 }] } }));
    await expect(orders().placeOrder(payBody)).rejects.toMatchObject({ errorCode: '0061' });
  });

  it.each([
    ['the key is still in use (0006)', { status: 409, body: { errorCode: '0006' } }],
    ['the server failed and rolled back (9999)', { status: 500, body: { errorCode: '9999' } }],
    ['rate limited before running (0005)', { status: 429, body: { errorCode: '0005' } }],
    ['a proxy error page', { status: 502, body: null, raw: '<html>bad gateway</html>' }],
  ])('treats "%s" as an unknown outcome (rejects, so the same key is resent)', async (_, reply) => {
    server.handle(() => reply);
    await expect(orders().placeOrder(payBody)).rejects.toBeDefined();
  });

  it('upgrades through pc/uap with the same rules', async () => {
    const upgraded = {
      orderId: 3,
      productCode: 'COMBO',
      amountPaid: 100,
      credit: 50,
      currency: 'USD',
      nextBillingDate: '2030-02-01T00:00:00.000Z',
      lostDiscounts: [],
    };
    server.handle(() => ({ body: { errorCode: '0', ...upgraded } }));
    const request = {
      orderId: 3,
      productCode: 'COMBO' as const,
      agreement: true,
      idempotencyKey: 'k-12345678',
    };
    await expect(createPlanUpgradeApi(client()).upgradePlan(request)).resolves.toEqual({
      ok: true,
      value: upgraded,
    });
    expect(server.hits[0]?.path).toBe('/api/v2/ch/pc/uap');
    server.handle(() => ({ status: 402, body: { errorCode: '5002', message: 'funds' } }));
    await expect(createPlanUpgradeApi(client()).upgradePlan(request)).resolves.toMatchObject({
      ok: false,
      problem: { code: '5002' },
    });
  });
});
