import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createUserApi, EMPTY_USER_INFO } from '../../../src/api/user';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.hits.length = 0;
});

const userApi = () =>
  createUserApi(createApiClient({ baseUrl: server.baseUrl, register: async () => {}, pollMs: 5 }));

const alice = {
  email: 'a@example.com',
  isInstitutionUser: true,
  mobileNumber: '+6591234567',
  id: 7,
};

describe('getUserInfo', () => {
  it('GETs /api/ch/se/if and returns the user', async () => {
    server.handle(() => ({ body: { errorCode: '0', ...alice, sessionSecret: 'x' } }));
    await expect(userApi().getUserInfo()).resolves.toEqual(alice);
    expect(server.hits[0]?.method).toBe('GET');
    expect(server.hits[0]?.path).toBe('/api/ch/se/if');
  });

  it.each([
    ['not signed in', { status: 401, body: { errorCode: '401' } }],
    ['a malformed user', { body: { errorCode: '0', email: 'a@example.com', id: '7' } }],
    ['not JSON', { status: 500, body: null, raw: 'oops' }],
  ])('rejects with the string "error" when %s', async (_, reply) => {
    server.handle(() => reply);
    await expect(userApi().getUserInfo()).rejects.toBe('error');
  });

  it('whoIsSignedIn: the server saying nobody is signed in is an answer, the empty user', async () => {
    server.handle(() => ({ status: 401, body: { errorCode: '401' } }));
    await expect(userApi().whoIsSignedIn()).resolves.toEqual(EMPTY_USER_INFO);
    server.handle(() => ({ body: { errorCode: '0', ...alice } }));
    await expect(userApi().whoIsSignedIn()).resolves.toEqual(alice);
  });

  it.each([
    ['a server fault', { status: 500, body: { errorCode: '9999' } }],
    ['not JSON', { status: 502, body: null, raw: 'bad gateway' }],
  ])('whoIsSignedIn: %s is no answer, and rejects with "error"', async (_, reply) => {
    server.handle(() => reply);
    await expect(userApi().whoIsSignedIn()).rejects.toBe('error');
  });

  it('has empty defaults with id 0', () => {
    expect(EMPTY_USER_INFO).toEqual({
      email: '',
      isInstitutionUser: false,
      mobileNumber: '',
      id: 0,
    });
  });
});

describe('language setting', () => {
  it('reads LANGUAGE with names=LANGUAGE', async () => {
    server.handle(() => ({ body: { errorCode: '0', LANGUAGE: 'zh_CN' } }));
    await expect(userApi().getSavedLanguage()).resolves.toBe('zh_CN');
    expect(server.hits[0]?.path).toBe('/api/ch/us/d');
    expect(server.hits[0]?.query.get('names')).toBe('LANGUAGE');
  });

  it('returns null when nothing is saved', async () => {
    server.handle(() => ({ body: { errorCode: '0', LANGUAGE: null } }));
    await expect(userApi().getSavedLanguage()).resolves.toBeNull();
  });

  it('POSTs {LANGUAGE} to save', async () => {
    server.handle(() => ({ body: { errorCode: '0' } }));
    await userApi().saveLanguage('zh_HK');
    expect(server.hits[0]?.method).toBe('POST');
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ LANGUAGE: 'zh_HK' });
  });
});
