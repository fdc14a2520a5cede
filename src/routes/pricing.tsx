import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { PricingSearch } from '../state/search/planSearch';
import { lazyView } from '../views/common/lazyView';
import { rootRoute } from './root';
import { screenOf } from './screenOf';

/**
 * /pricing/ itself has no screen of its own: the product's landing page is the price list. Its
 * query goes along: a referral link is /pricing/?referral=CODE.
 */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/pricing', search: true, replace: true });
  },
});

const PricingScreen = lazyView(() => import('../views/pricing/PricingView'), 'PricingView');

/** Open to everyone (spec §6): no sign-in gate here. */
export const pricingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pricing',
  validateSearch: PricingSearch,
  staticData: { title: msg`Pricing` },
  // The catalog statechart loads beside the screen's chunk (the router runs both at once).
  loader: ({ context }) => context.machines.catalog(),
  component: screenOf(PricingScreen, function PricingRoute() {
    return <PricingScreen catalog={pricingRoute.useLoaderData()} />;
  }),
});
