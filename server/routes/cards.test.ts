import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardListResponse, StoreCardResponse } from '../../src/api/contract/cards';
import { idempotencyKeys } from '../db/schema';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  card: { number, expMonth: 12, expYear: 2030, cvc: '123', holder: 'Nova New', ...extra },
});

describe('cards', () => {
  it('lists saved cards without numbers (pageSize 10, pageNumber 0)', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.get('/api/v2/ch/pc/c', { pageSize: 10, pageNumber: 0 });
    const body = v.parse(CardListResponse, res.json);
    expect(body.cards).toEqual([
      {
        id: expect.any(Number),
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: expect.any(Number),
        holder: 'Alex Active',
        isDefault: true,
        expired: false,
        // The HKEx All-Platform plan it pays for; the card outlives its next charge.
        paysFor: [
          {
            orderId: expect.any(Number),
            productCode: 'HK_ALL',
            nextPaymentDate: expect.any(String),
            expiresFirst: false,
          },
        ],
      },
    ]);
    expect(body).toMatchObject({ total: 1, pageSize: 10, pageNumber: 0 });
    expect(res.body).not.toContain('tok_');
  });

  it('says which live plans a card pays for, and when it runs out before their next charge', async () => {
    const client = await h.as('referrer@demo.test');
    const [plan] = (await client.get('/api/v2/ch/pc/up', { lang: 'en' })).json.data.myPlans;
    // Valid this month only (the test clock is 1 March 2025); the annual plan renews much later.
    const stored = await client.post(
      '/api/v2/ch/pc/std',
      card('5555555555554444', { expMonth: 3, expYear: 2025 }),
    );
    expect(stored.status).toBe(200);
    expect(stored.json.card.paysFor).toEqual([]);
    const switched = await client.post('/api/v2/ch/pc/usp', {
      orderId: plan.orderId,
      cardId: stored.json.card.id,
    });
    expect(switched.status).toBe(200);
    const list = v.parse(CardListResponse, (await client.get('/api/v2/ch/pc/c')).json);
    const expiring = list.cards.find((c) => c.id === stored.json.card.id);
    expect(expiring?.paysFor).toEqual([
      {
        orderId: plan.orderId,
        productCode: 'COMBO',
        nextPaymentDate: plan.nextPaymentDate,
        expiresFirst: true,
      },
    ]);
    // The plan says so too, where the investor looks first.
    const [after] = (await client.get('/api/v2/ch/pc/up', { lang: 'en' })).json.data.myPlans;
    expect(after.paymentMethod).toMatchObject({ last4: '4444', expiresFirst: true });
    // The card it replaced pays for nothing now, so it may go.
    expect(
      list.cards.filter((c) => c.id !== stored.json.card.id).every((c) => c.paysFor.length === 0),
    ).toBe(true);
    expect(expiring?.expired).toBe(false);
    // From April on the server's clock it is expired, and the list says so.
    h.clock.set(new Date('2025-04-01T00:00:00.000Z'), { frozen: true });
    const later = v.parse(CardListResponse, (await client.get('/api/v2/ch/pc/c')).json);
    expect(later.cards.find((c) => c.id === stored.json.card.id)?.expired).toBe(true);
    expect(later.cards.filter((c) => c.expired)).toHaveLength(1);
  });

  it('stores one card, keeping brand/last4/expiry/holder only; first card becomes default', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post('/api/v2/ch/pc/std', card('4242 4242 4242 4242'));
    expect(res.status).toBe(200);
    const body = v.parse(StoreCardResponse, res.json);
    expect(body.card).toMatchObject({
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holder: 'Nova New',
      isDefault: true,
    });
    const second = await client.post('/api/v2/ch/pc/std', card('5555555555554444'));
    expect(second.json.card).toMatchObject({ brand: 'Mastercard', isDefault: false });
    const list = await client.get('/api/v2/ch/pc/c');
    expect(list.json.total).toBe(2);
    const page = await client.get('/api/v2/ch/pc/c', { pageSize: 1, pageNumber: 1 });
    expect(page.json.cards).toHaveLength(1);
    expect(page.json.cards[0].last4).toBe('4444');
  });

  it('stores a card once per idempotency key, even when the resend races the first request', async () => {
    const client = await h.as('new@demo.test');
    const body = { ...card('4242 4242 4242 4242'), idempotencyKey: 'add-card-key-1' };
    const [first, resend] = await Promise.all([
      client.post('/api/v2/ch/pc/std', body),
      client.post('/api/v2/ch/pc/std', body),
    ]);
    const answers = [first, resend].filter((res) => res.status === 200);
    expect(answers.length).toBeGreaterThan(0);
    for (const res of answers) expect(res.json.card.last4).toBe('4242');
    const again = await client.post('/api/v2/ch/pc/std', body);
    expect(again.json.card.id).toBe(answers[0]?.json.card.id);
    expect((await client.get('/api/v2/ch/pc/c')).json.total).toBe(1);

    const other = await client.post('/api/v2/ch/pc/std', {
      ...card('5555555555554444'),
      idempotencyKey: 'add-card-key-1',
    });
    expect(other.status).toBe(409);
    const kept = await h.database.db.select().from(idempotencyKeys);
    expect(JSON.stringify(kept)).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('refuses more than one card at a time', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post('/api/v2/ch/pc/std', {
      card: [card('4242424242424242').card, card('5555555555554444').card],
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      errorCode: '0076',
      message: 'Only one bank card can be added at a time',
    });
  });

  it.each([
    ['a number failing the Luhn check', card('4242424242424241'), 402, '5005'],
    ['an expired card', card('4242424242424242', { expYear: 2024 }), 402, '5003'],
    ['a malformed number', card('4242-abc'), 400, '0001'],
    [
      'a missing CVV',
      { card: { number: '4242424242424242', expMonth: 1, expYear: 2030, holder: 'x' } },
      400,
      '0001',
    ],
  ])('refuses %s', async (_name, body, status, code) => {
    const client = await h.as('new@demo.test');
    const res = await client.post('/api/v2/ch/pc/std', body);
    expect(res.status).toBe(status);
    expect(res.json.errorCode).toBe(code);
    expect(JSON.stringify(res.json)).not.toContain('4242424242424241');
  });

  it('deletes a card that pays for no live plan; refuses one that does', async () => {
    const client = await h.as('active@demo.test');
    const [planCard] = (await client.get('/api/v2/ch/pc/c')).json.cards;
    const refused = await client.del('/api/v2/ch/pc/std', { cardId: planCard.id });
    expect(refused.status).toBe(409);
    expect(refused.json.errorCode).toBe('0077');
    const extra = await client.post('/api/v2/ch/pc/std', card('5555555555554444'));
    const ok = await client.del('/api/v2/ch/pc/std', { cardId: extra.json.card.id });
    expect(ok.json).toEqual({ errorCode: '0' });
    expect((await client.get('/api/v2/ch/pc/c')).json.total).toBe(1);
  });

  it("cannot delete another user's card", async () => {
    const owner = await h.as('active@demo.test');
    const [theirs] = (await owner.get('/api/v2/ch/pc/c')).json.cards;
    const other = await h.as('new@demo.test');
    const res = await other.del('/api/v2/ch/pc/std', { cardId: theirs.id });
    expect(res.status).toBe(404);
  });
});
