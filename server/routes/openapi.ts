import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../src/api/contract/device';
import { buildOpenApi } from '../http/openapi';

/** GET /api/openapi.json — built once, after every route has registered. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  let document: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= buildOpenApi(app.apiRoutes, APP_VERSION);
    reply.header('cache-control', 'no-cache');
    return document;
  });
}
