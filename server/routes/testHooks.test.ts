// PGlite only: the browser tests' hooks, and the browser tests' servers run on PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../test/harness';

describe('test hooks are absent by default', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it.each([
    ['POST', '/__test/reset'],
    ['POST', '/__test/clock'],
    ['GET', '/__test/orders?email=active@demo.test'],
    ['POST', '/__test/history'],
    ['POST', '/__test/plans'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const res = await h
      .client()
      .request({ method, url, body: method === 'POST' ? { scenario: 'empty' } : undefined });
    expect(res.status).toBe(404);
  });
});

describe('test hooks when enabled', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ testHooks: true });
  });
  afterAll(() => h.close());

  it('sets the clock', async () => {
    const res = await h
      .client()
      .post('/__test/clock', { now: '2026-01-02T03:04:05.000Z', frozen: true });
    expect(res.json).toEqual({ errorCode: '0', now: '2026-01-02T03:04:05.000Z' });
    expect(h.clock.now().toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('counts orders per user', async () => {
    const res = await h.client().get('/__test/orders?email=active@demo.test');
    expect(res.json.count).toBe(1);
    expect(res.json.charges).toBe(3);
  });

  it('adds ended plans to an account, which My Plan then lists', async () => {
    const added = await h.client().post('/__test/plans', { email: 'active@demo.test', count: 19 });
    expect(added.json).toEqual({ errorCode: '0', added: 19 });
    const client = await h.as('active@demo.test');
    const plans = (await client.get('/api/v2/ch/pc/up')).json.data.myPlans;
    expect(plans).toHaveLength(20);
    expect(plans.filter((p: { hasAccess: boolean }) => p.hasAccess)).toHaveLength(1);
    await h.client().post('/__test/reset', { scenario: 'demo' });
  });

  it('resets to the empty scenario and back to demo', async () => {
    expect((await h.client().post('/__test/reset', { scenario: 'empty' })).json.scenario).toBe(
      'empty',
    );
    expect((await h.client().get('/__test/orders?email=active@demo.test')).json.count).toBe(0);
    const client = h.client();
    const login = await client.request({
      method: 'POST',
      url: '/login',
      form: { email: 'active@demo.test', password: 'demo1234' },
    });
    expect(login.status).toBe(401);
    await h.client().post('/__test/reset', { scenario: 'demo' });
    expect((await h.client().get('/__test/orders?email=active@demo.test')).json.count).toBe(1);
  });

  it('validates its input', async () => {
    const res = await h.client().post('/__test/reset', { scenario: 'nope' });
    expect(res.status).toBe(400);
  });
});
