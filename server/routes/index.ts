import type { FastifyInstance } from 'fastify';
import { registerCardRoutes } from './cards';
import { registerCatalogRoutes } from './catalog';
import { registerCheckoutRoutes } from './checkout';
import { registerDeviceRoutes } from './device';
import { registerPlanRoutes } from './plans';
import { registerPromotionRoutes } from './promotion';
import { registerUserRoutes } from './user';

/** Every /api route; the device gate in plugins/identity.ts applies to all of them. */
export function registerApiRoutes(app: FastifyInstance): void {
  registerDeviceRoutes(app);
  registerUserRoutes(app);
  registerCatalogRoutes(app);
  registerCardRoutes(app);
  registerPlanRoutes(app);
  registerCheckoutRoutes(app);
  registerPromotionRoutes(app);
}
