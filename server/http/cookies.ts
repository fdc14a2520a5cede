import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** HttpOnly + SameSite=Lax always; Secure when the browser reached us over https. */
export function cookieOptions(
  request: FastifyRequest,
  maxAgeSeconds: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

export const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
