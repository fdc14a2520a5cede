import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { parseUrlQuery } from '../state/urlQuery';
import { type PlanSearch, parsePlanSearch } from '../views/pricing/planSearch';
import { signInRequired } from './gate';
import { lazyView } from './lazyView';
import { rootRoute } from './root';

export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products',
  ...signInRequired,
});

export const productsIndexRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/products/offerselection', replace: true });
  },
});

export const offerSelectionRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'offerselection',
  // The pricing page's call to action lands here with ?product=…&cycle=…&currency=… (and a promo
  // link's coupon/origin); the login page brings visitors back to the same address.
  validateSearch: (search: Record<string, unknown>): PlanSearch => parsePlanSearch(search),
  staticData: { title: msg`Offer Selection` },
  component: lazyView(
    () => import('../views/offerSelection/OfferSelectionView'),
    'OfferSelectionView',
  ),
});

export interface CheckoutSearch {
  coupon?: string;
  origin?: string;
}

export const checkoutRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'checkout',
  // Links are crafted by anyone: malformed coupon/origin values are dropped, never an error.
  // Explicit undefineds, because the router merges the raw search under what this returns.
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => {
    const { coupon, origin } = parseUrlQuery(search);
    return { coupon, origin };
  },
  staticData: { title: msg`Checkout` },
  component: lazyView(() => import('../views/checkout/CheckoutView'), 'CheckoutView'),
});

export const successfulOrderRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'checkout/successfulorder',
  staticData: { title: msg`Order Complete` },
  component: lazyView(() => import('../views/checkout/SuccessfulOrderView'), 'SuccessfulOrderView'),
});
