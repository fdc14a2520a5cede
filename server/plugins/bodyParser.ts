import type { FastifyInstance } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';

/**
 * The SPA sends JSON labelled application/x-www-form-urlencoded (spec §7), while the sign-in page
 * posts real HTML forms with the same type: a body starting with `{` is JSON, anything else a form.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const text = String(body);
      if (text.trimStart().startsWith('{')) {
        try {
          done(null, JSON.parse(text));
        } catch {
          done(new ApiError(400, ERROR.validation, 'body is not valid JSON'), undefined);
        }
        return;
      }
      // Forms carry each field once; a repeated field keeps the last value.
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
