import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, UnexpectedResponseError } from '../../../src/api/client';
import { createPlansApi } from '../../../src/api/plans';
import { createProductsApi } from '../../../src/api/products';
import { createPromotionApi } from '../../../src/api/promotion';
import { available, coupon, newAccount, priceList } from '../../factories/pricing';
import { startTestServer, type TestServer } from '../api/testServer';

// The pricing calls over a real socket: paths, query strings and contract validation.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
});

const client = () => createApiClient({ baseUrl: server.baseUrl, register: async () => {} });
const products = () => createProductsApi(client());

describe('products API', () => {
  it('GET pc/pl with lang returns the price list without errorCode', async () => {
    server.handle(() => ({ body: { errorCode: '0', ...priceList({ defaultCurrency: 'HKD' }) } }));
    const list = await products().getPriceList('zh_HK');
    expect(list).toEqual(priceList({ defaultCurrency: 'HKD' }));
    expect(server.hits[0]?.method).toBe('GET');
    expect(server.hits[0]?.path).toBe('/api/v2/ch/pc/pl');
    expect(server.hits[0]?.query.get('lang')).toBe('zh_HK');
  });

  it('GET pc/qc with product, cycle and currency', async () => {
    server.handle(() => ({ body: { errorCode: '0', ...available() } }));
    await expect(
      products().checkActivity({ productCode: 'COMBO', subscriptionTime: 12, currency: 'HKD' }),
    ).resolves.toEqual(available());
    expect(server.hits[0]?.path).toBe('/api/v2/ch/pc/qc');
    expect(Object.fromEntries(server.hits[0]?.query ?? [])).toEqual({
      productCode: 'COMBO',
      subscriptionTime: '12',
      currency: 'HKD',
    });
  });

  it('GET pc/up returns data; GET pc/uc1 sends the currency', async () => {
    server.handle((hit) =>
      hit.path.endsWith('/up')
        ? { body: { errorCode: '0', data: newAccount() } }
        : { body: { errorCode: '0', coupons: [coupon('TENOFF')] } },
    );
    await expect(createPlansApi(client()).getMyPlans('en')).resolves.toEqual(newAccount());
    await expect(createPromotionApi(client()).getCoupons('SGD')).resolves.toEqual([
      coupon('TENOFF'),
    ]);
    expect(server.hits.map((h) => h.path)).toEqual(['/api/v2/ch/pc/up', '/api/v2/ch/pc/uc1']);
    expect(server.hits[1]?.query.get('currency')).toBe('SGD');
  });

  it('rejects with the server’s body on an error code, and on a body off the contract', async () => {
    server.handle(() => ({ status: 500, body: { errorCode: '9999', message: 'down' } }));
    await expect(products().getPriceList()).rejects.toEqual({ errorCode: '9999', message: 'down' });
    server.handle(() => ({ body: { errorCode: '0', defaultCurrency: 'EUR', plans: [] } }));
    await expect(products().getPriceList()).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
