import type { FastifyInstance } from 'fastify';
import { registerBillingRoutes } from './billing';
import { registerCardRoutes } from './cards';
import { registerCatalogRoutes } from './catalog';
import { registerCheckoutRoutes } from './checkout';
import { registerContactRoutes } from './contact';
import { registerDeviceRoutes } from './device';
import { registerOpenApiRoute } from './openapi';
import { registerPlanActionRoutes } from './planActions';
import { registerPlanRoutes } from './plans';
import { registerPromotionRoutes, registerRedeemRoutes } from './promotion';
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
  registerPlanActionRoutes(app);
  registerBillingRoutes(app);
  registerContactRoutes(app);
  registerRedeemRoutes(app);
  registerOpenApiRoute(app);
}
