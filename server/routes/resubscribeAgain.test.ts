import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

const PC = '/api/v2/ch/pc';

it('a plan cancelled, re-subscribed, cancelled again can be re-subscribed again', async () => {
  const client = await h.as('trial@demo.test');
  const plan = (await client.get(`${PC}/up`)).json.data.myPlans[0];
  for (const round of [1, 2]) {
    expect((await client.post(`${PC}/cs`, { orderId: plan.orderId })).json.errorCode).toBe('0');
    const res = await client.post(`${PC}/rs`, {
      orderId: plan.orderId,
      idempotencyKey: `again-${round}`,
    });
    expect(res.json).toMatchObject({ errorCode: '0' });
  }
});
