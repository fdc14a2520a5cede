import { describe, expect, it, vi } from 'vitest';
import { endSession, logoutUrlFor, SignOutError } from '../../../src/api/session';

describe('logoutUrlFor', () => {
  it.each([
    ['/login', '/logout'],
    ['/login?from=app', '/logout'],
    ['https://tools.example.com/account/login/', 'https://tools.example.com/account/logout'],
    ['https://tools.example.com/sso', '/logout'],
  ])('%s → %s', (login, logout) => {
    expect(logoutUrlFor(login)).toBe(logout);
  });
});

describe('endSession', () => {
  it('posts an empty form with the cookies, and resolves on 200', async () => {
    const fetchFn = vi.fn(async () => new Response('<html>Signed out</html>', { status: 200 }));
    await endSession('/logout', fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(
      '/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include', body: '' }),
    );
  });

  it("rejects with the server's errorCode, else the HTTP status", async () => {
    const refused = async () =>
      new Response(JSON.stringify({ errorCode: '0003', message: 'cross-site request refused' }), {
        status: 403,
      });
    await expect(endSession('/logout', refused)).rejects.toEqual(new SignOutError('0003'));
    const broken = async () => new Response('<html>oops</html>', { status: 502 });
    await expect(endSession('/logout', broken)).rejects.toMatchObject({ code: '502' });
  });

  it('rejects with no code when the server was never reached', async () => {
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(endSession('/logout', offline)).rejects.toMatchObject({ code: '' });
  });
});
