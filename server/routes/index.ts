import type { FastifyInstance } from 'fastify';
import { registerDeviceRoutes } from './device';
import { registerUserRoutes } from './user';

/** Every /api route; the device gate in plugins/identity.ts applies to all of them. */
export function registerApiRoutes(app: FastifyInstance): void {
  registerDeviceRoutes(app);
  registerUserRoutes(app);
}
