import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BillingHistoryResponse, InvoiceResponse } from '../../src/api/contract/billing';
import { createHarness, type Harness, type TestClient } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ testHooks: true });
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';

async function firstPlan(client: TestClient) {
  return (await client.get(`${PC}/up`)).json.data.myPlans[0];
}

async function history(client: TestClient, query: Record<string, string | number>) {
  const res = await client.get(`${PC}/gps`, query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(BillingHistoryResponse, res.json);
}

describe('pc/gps billing history and pc/uc/se invoices', () => {
  it('lists a plan’s charges newest first, each with its card and invoice', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const body = await history(client, { orderId: plan.orderId });
    expect(body).toMatchObject({
      orderId: plan.orderId,
      productName: 'HKEx All-Platform',
      total: 4,
      pageSize: 20,
      pageNumber: 0,
    });
    expect(body.records.map((r) => [r.status, r.amount, r.amountPaid])).toEqual([
      ['paid', 2900, 2900],
      ['paid', 2900, 2900],
      ['paid', 2900, 2030],
      ['free', 0, 0],
    ]);
    const first = body.records[2]!;
    expect(first.paymentMethod).toEqual({ brand: 'Visa', last4: '4242' });
    expect(first.invoiceNumber).toMatch(/^INV-/);
    const invoice = await client.get(`${PC}/uc/se`, { invoiceId: first.invoiceId! });
    const parsed = v.parse(InvoiceResponse, invoice.json).invoice;
    expect(parsed).toMatchObject({ subtotal: 2030, tax: 0, total: 2030, currency: 'USD' });
    expect(parsed.number).toBe(first.invoiceNumber);
    expect(parsed.items).toEqual([
      {
        description: 'HKEx All-Platform (Monthly)',
        label: { kind: 'plan', productCode: 'HK_ALL', cycle: 1 },
        amount: 2900,
      },
    ]);
    expect(parsed.adjustments).toEqual([
      {
        description: 'First-month discount 30%',
        label: { kind: 'firstMonthDiscount', percent: 30 },
        amount: -870,
      },
    ]);
    expect(parsed).toMatchObject({
      orderId: plan.orderId,
      productCode: 'HK_ALL',
      productName: 'HKEx All-Platform',
      buyer: { email: 'active@demo.test' },
    });
    const trial = await client.get(`${PC}/uc/se`, { invoiceId: body.records[3]!.invoiceId! });
    expect(v.parse(InvoiceResponse, trial.json).invoice.items[0]?.label).toEqual({
      kind: 'trial',
      productCode: 'HK_ALL',
      cycle: 1,
      days: 7,
    });
  });

  it('an invoice keeps the buyer it was issued to, and names its product in the language asked for', async () => {
    const client = await h.as('cancelled@demo.test');
    const plan = await firstPlan(client);
    const contact = {
      firstName: 'Chan',
      lastName: 'Tai Man',
      billingEmail: 'chan@example.com',
      phone: '+852 9000 0000',
      saveAsContact: true,
    };
    expect((await client.post(`${PC}/puc`, contact)).json).toEqual({ errorCode: '0' });
    expect((await client.post(`${PC}/rs`, { orderId: plan.orderId })).status).toBe(200);
    const { records } = await history(client, { orderId: plan.orderId });
    const invoiceId = records[0]!.invoiceId!;
    await client.post(`${PC}/puc`, {
      ...contact,
      firstName: 'Later',
      billingEmail: 'l@example.com',
    });
    const read = async (lang: string) =>
      v.parse(InvoiceResponse, (await client.get(`${PC}/uc/se`, { invoiceId, lang })).json).invoice;
    const en = await read('en');
    expect(en.buyer).toEqual({
      name: 'Chan Tai Man',
      email: 'chan@example.com',
      phone: '+852 9000 0000',
    });
    expect(en.items.map((l) => l.label?.kind)).toEqual(['plan']);
    expect(en.total).toBe(records[0]!.amountPaid);
    const hk = await read('zh_HK');
    expect(hk.productName).not.toBe(en.productName);
    expect(hk.items).toEqual(en.items);
  });

  it('names the product in the language asked for', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const body = await history(client, { orderId: plan.orderId, lang: 'zh_HK' });
    expect(body.productName).not.toBe('HKEx All-Platform');
    expect(body.records[0]?.productName).toBe(body.productName);
  });

  it('pages 500 charges without overlap or gap, quickly', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const added = await h
      .client()
      .post('/__test/history', { email: 'active@demo.test', count: 496 });
    expect(added.json).toEqual({ errorCode: '0', added: 496 });
    const seen: number[] = [];
    let failed = 0;
    const started = performance.now();
    for (let page = 0; page < 5; page++) {
      const body = await history(client, {
        orderId: plan.orderId,
        pageSize: 100,
        pageNumber: page,
      });
      expect(body.total).toBe(500);
      expect(body.records).toHaveLength(100);
      seen.push(...body.records.map((r) => r.id));
      failed += body.records.filter((r) => r.status === 'failed').length;
      for (const r of body.records.filter((x) => x.status === 'failed'))
        expect([r.errorCode, r.invoiceId, r.amountPaid]).toEqual(['5001', null, 0]);
    }
    const perPage = (performance.now() - started) / 5;
    expect(new Set(seen).size).toBe(500);
    expect(failed).toBe(71);
    const dates = [] as string[];
    for (let page = 0; page < 5; page++)
      dates.push(
        ...(
          await history(client, { orderId: plan.orderId, pageSize: 100, pageNumber: page })
        ).records.map((r) => r.date),
      );
    expect(dates).toEqual([...dates].sort().reverse());
    // A page of 100 of 500 rows is one indexed read; generous for a loaded CI machine.
    expect(perPage).toBeLessThan(500);
    const beyond = await history(client, { orderId: plan.orderId, pageSize: 100, pageNumber: 5 });
    expect(beyond.records).toEqual([]);
  });

  it('refuses pages larger than 100 and ids that are not numbers', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    expect((await client.get(`${PC}/gps`, { orderId: plan.orderId, pageSize: 101 })).status).toBe(
      400,
    );
    expect((await client.get(`${PC}/gps`, { orderId: 'abc' })).status).toBe(400);
  });

  it("hides other users' history and invoices", async () => {
    const owner = await h.as('active@demo.test');
    const plan = await firstPlan(owner);
    const { records } = await history(owner, { orderId: plan.orderId });
    const other = await h.as('new@demo.test');
    expect((await other.get(`${PC}/gps`, { orderId: plan.orderId })).status).toBe(404);
    expect((await other.get(`${PC}/uc/se`, { invoiceId: records[0]!.invoiceId! })).status).toBe(
      404,
    );
  });
});
