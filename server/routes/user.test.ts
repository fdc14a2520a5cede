// PGlite only: who is signed in, read back; plain reads.
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UserInfoResponse, UserSettingsResponse } from '../../src/api/contract/user';
import { createHarness, type Harness } from '../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
beforeEach(() => h.reset());
afterAll(() => h.close());

describe('GET /api/ch/se/if', () => {
  it('returns the signed-in user', async () => {
    const client = await h.as('active@demo.test');
    const res = await client.get('/api/ch/se/if');
    expect(res.status).toBe(200);
    const body = v.parse(UserInfoResponse, res.json);
    expect(body).toMatchObject({
      errorCode: '0',
      email: 'active@demo.test',
      isInstitutionUser: false,
    });
    expect(body.id).toBeGreaterThan(0);
    expect(body.mobileNumber).toBe('+852 5555 0101');
  });

  it('answers 401 without a user session', async () => {
    const client = h.client();
    await client.registerDevice();
    const res = await client.get('/api/ch/se/if');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ errorCode: '401', message: 'not signed in' });
  });
});

describe('/api/ch/us/d (LANGUAGE)', () => {
  it('is null until saved, then returns the saved value', async () => {
    const client = await h.as('new@demo.test');
    const first = await client.get('/api/ch/us/d', { names: 'LANGUAGE' });
    expect(v.parse(UserSettingsResponse, first.json)).toEqual({ errorCode: '0', LANGUAGE: null });
    const save = await client.post('/api/ch/us/d', { LANGUAGE: 'zh_HK' });
    expect(save.status).toBe(200);
    expect(save.json).toEqual({ errorCode: '0', LANGUAGE: 'zh_HK' });
    const again = await client.get('/api/ch/us/d', { names: 'LANGUAGE' });
    expect(again.json.LANGUAGE).toBe('zh_HK');
  });

  it('refuses an unknown language with 400/0001', async () => {
    const client = await h.as('new@demo.test');
    const res = await client.post('/api/ch/us/d', { LANGUAGE: 'fr' });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('0001');
  });

  it('answers 401 when signed out', async () => {
    const client = h.client();
    await client.registerDevice();
    expect((await client.get('/api/ch/us/d', { names: 'LANGUAGE' })).status).toBe(401);
    expect((await client.post('/api/ch/us/d', { LANGUAGE: 'en' })).status).toBe(401);
  });
});
