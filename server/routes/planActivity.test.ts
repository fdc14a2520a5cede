import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlanActivityResponse } from '../../src/api/contract/planActivity';
import { runRenewals } from '../billing/renewals';
import { addDays } from '../clock';
import { createHarness, type Harness, type TestClient } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';

async function firstPlan(client: TestClient) {
  return (await client.get(`${PC}/up`)).json.data.myPlans[0];
}

async function activity(client: TestClient, orderId: number) {
  const res = await client.get(`${PC}/ua`, { orderId });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return v.parse(PlanActivityResponse, res.json).events;
}

const kinds = async (client: TestClient, orderId: number) =>
  (await activity(client, orderId)).map((e) => e.kind);

describe('pc/ua plan activity', () => {
  it('tells a plan’s story newest first: bought, trial, each charge', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const events = await activity(client, plan.orderId);
    expect(events.map((e) => e.kind)).toEqual([
      'charged',
      'charged',
      'charged',
      'trialStarted',
      'bought',
    ]);
    expect(events[0]?.details).toMatchObject({ amount: 2900, currency: 'USD' });
    expect(events[2]?.details).toMatchObject({ amount: 2030 });
    expect(events.at(-1)?.details).toMatchObject({ productCode: 'HK_ALL', cycle: 1 });
  });

  it('records each change with the change, and nothing for a refused one', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const before = (await activity(client, plan.orderId)).length;
    await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 12 });
    await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 12 });
    await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 1 });
    const card = await client.post(`${PC}/std`, {
      card: { number: '5555555555554444', expMonth: 1, expYear: 2031, cvc: '321', holder: 'Alex' },
    });
    await client.post(`${PC}/usp`, { orderId: plan.orderId, cardId: card.json.card.id });
    await client.post(`${PC}/ap`, { orderId: plan.orderId, couponCode: 'GIFT20PCT' });
    await client.del(`${PC}/ap`, { orderId: plan.orderId, couponCode: 'GIFT20PCT' });
    await client.post(`${PC}/cs`, {
      orderId: plan.orderId,
      reason: 'too_expensive',
      note: 'later',
    });
    // Refused: already cancelled. No event.
    expect((await client.post(`${PC}/cs`, { orderId: plan.orderId })).status).toBe(409);
    await client.post(`${PC}/rs`, { orderId: plan.orderId });
    const events = await activity(client, plan.orderId);
    expect(events.slice(0, events.length - before).map((e) => [e.kind, e.details])).toEqual([
      [
        'resubscribed',
        { amount: 2900, currency: 'USD', card: { brand: 'Mastercard', last4: '4444' } },
      ],
      ['cancelled', { reason: 'too_expensive', note: 'later' }],
      ['promoRemoved', { code: 'GIFT20PCT' }],
      [
        'promoRedeemed',
        { code: 'GIFT20PCT', date: plan.nextPaymentDate, amount: 580, currency: 'USD' },
      ],
      ['cardSwitched', { card: { brand: 'Mastercard', last4: '4444' } }],
      ['frequencyWithdrawn', { cycle: 1 }],
      ['frequencyScheduled', { cycle: 12, date: plan.nextPaymentDate }],
    ]);
  });

  it('an upgrade names both products and what it charged', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    const up = await client.post(`${PC}/uap`, {
      orderId: plan.orderId,
      productCode: 'COMBO',
      idempotencyKey: 'activity-up',
    });
    expect(up.status).toBe(200);
    const [latest] = await activity(client, plan.orderId);
    expect(latest).toMatchObject({
      kind: 'upgraded',
      details: { fromProductCode: 'HK_ALL', productCode: 'COMBO', amount: up.json.amountPaid },
    });
  });

  it('renewals note each charge, a refusal with its code, and the frequency change applied', async () => {
    const client = await h.as('active@demo.test');
    const plan = await firstPlan(client);
    await client.post(`${PC}/bf`, { orderId: plan.orderId, subscriptionTime: 6 });
    const due = new Date(plan.nextPaymentDate);
    h.clock.set(due, { frozen: true });
    await runRenewals(h.app.deps, due);
    expect((await kinds(client, plan.orderId)).slice(0, 2)).toEqual([
      'frequencyApplied',
      'charged',
    ]);
    const declined = await client.post(`${PC}/std`, {
      card: { number: '4000000000000002', expMonth: 1, expYear: 2031, cvc: '999', holder: 'Alex' },
    });
    await client.post(`${PC}/usp`, { orderId: plan.orderId, cardId: declined.json.card.id });
    const next = new Date((await firstPlan(client)).nextPaymentDate);
    h.clock.set(addDays(next, 0), { frozen: true });
    await runRenewals(h.app.deps, next);
    const [failed] = await activity(client, plan.orderId);
    expect(failed).toMatchObject({
      kind: 'chargeFailed',
      details: { errorCode: '5001', card: { last4: '0002' } },
    });
  });

  it("answers not found for another investor's plan", async () => {
    const owner = await h.as('active@demo.test');
    const plan = await firstPlan(owner);
    const other = await h.as('new@demo.test');
    expect((await other.get(`${PC}/ua`, { orderId: plan.orderId })).status).toBe(404);
  });
});
