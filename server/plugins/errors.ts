import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR } from '../../src/api/contract/errors';
import { ApiError } from '../http/errors';
import { renderMessagePage } from '../routes/auth/pages';
import { serveSpaFallback } from './spa';

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR.validation,
  404: ERROR.notFound,
  413: ERROR.payloadTooLarge,
  415: ERROR.validation,
  429: ERROR.rateLimited,
};

function isPage(request: FastifyRequest): boolean {
  return /^\/(login|signup|logout)(\/|\?|$)/.test(request.url);
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: Record<string, unknown>,
) {
  if (isPage(request)) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderMessagePage('Something went wrong', String(body.message)));
  }
  return reply.code(status).send(body);
}

/** Every failure leaves as `{errorCode, message}`; only genuine bugs are 500s. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return send(request, reply, error.statusCode, {
        errorCode: error.errorCode,
        message: error.message,
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? 'too many requests, please try again later' : error.message;
      return send(request, reply, status, {
        errorCode: CODE_BY_STATUS[status] ?? ERROR.validation,
        message,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, { errorCode: ERROR.internal, message: 'internal error' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.url.startsWith('/pricing/')
    ) {
      return serveSpaFallback(app, request, reply);
    }
    if (request.url.startsWith('/api/') || request.url.startsWith('/__test/')) {
      return reply.code(404).send({ errorCode: ERROR.notFound, message: 'not found' });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
