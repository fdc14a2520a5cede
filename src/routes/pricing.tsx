import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyView } from './lazyView';
import { rootRoute } from './root';

/** /pricing/ itself has no screen of its own: the product's landing page is the price list. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/pricing', replace: true });
  },
});

/** Open to everyone (spec §6): no sign-in gate here. */
export const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pricing',
  staticData: { title: msg`Pricing` },
  component: lazyView(() => import('../views/pricing/PricingView'), 'PricingView'),
});
