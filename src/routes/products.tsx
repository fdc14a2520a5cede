import { msg } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { loadArea } from '../i18n/catalog';
import { PlanSearch } from '../state/search/planSearch';
import { SuccessfulOrderSearch } from '../state/search/successfulOrderSearch';
import { lazyView } from '../views/common/lazyView';
import { signInRequired } from './gate';
import { rootRoute } from './root';
import { screenOf } from './screenOf';

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

const OfferSelectionScreen = lazyView(
  () => import('../views/offerSelection/OfferSelectionView'),
  'OfferSelectionView',
);

export const offerSelectionRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'offerselection',
  // The pricing page's call to action lands here with ?product=…&cycle=…&currency=… (and a promo
  // link's coupon/origin); the login page brings visitors back to the same address.
  validateSearch: PlanSearch,
  staticData: { title: msg`Offer Selection` },
  loader: async ({ context: { machines } }) => {
    const [catalog, welcome] = await Promise.all([
      machines.catalog(),
      machines.referralWelcome(),
      loadArea('offerSelection'),
    ]);
    return { catalog, welcome };
  },
  component: screenOf(OfferSelectionScreen, function OfferSelectionRoute() {
    return <OfferSelectionScreen {...offerSelectionRoute.useLoaderData()} />;
  }),
});

const CheckoutScreen = lazyView(() => import('../views/checkout/CheckoutView'), 'CheckoutView');

export const checkoutRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'checkout',
  // The offer-selection contract (?product=…&cycle=…&currency=…&coupon=…&origin=promocode), plus
  // ?upgrade=<orderId> when a plan is being replaced.
  validateSearch: PlanSearch,
  // Without a product there is nothing to check out: choose one first, keeping the rest. Without
  // a currency, offer selection picks it as spec §4 says (the account's lock, else the server's
  // default) rather than checkout guessing one; an upgrade keeps its plan's.
  beforeLoad: ({ search }) => {
    if (!search.product || (search.upgrade === undefined && !search.currency)) {
      throw redirect({ to: '/products/offerselection', search: { ...search }, replace: true });
    }
  },
  staticData: {
    title: (search) => (search.upgrade === undefined ? msg`Checkout` : msg`Confirm upgrade`),
  },
  // Checkout's messages and statecharts load with its screen, not with the pricing page.
  loader: async ({ context: { machines } }) => {
    const [checkout, upgrade] = await Promise.all([
      machines.checkout(),
      machines.upgrade(),
      loadArea('checkout'),
    ]);
    return { checkout, upgrade };
  },
  // The router preloads the screen's chunk before showing the route, as for a plain lazy view.
  component: screenOf(CheckoutScreen, function CheckoutRoute() {
    const search = checkoutRoute.useSearch();
    const { auth } = checkoutRoute.useRouteContext();
    const { checkout, upgrade } = checkoutRoute.useLoaderData();
    return (
      <CheckoutScreen
        search={search}
        account={auth.account.getSnapshot()}
        checkout={checkout}
        upgrade={upgrade}
      />
    );
  }),
});

const SuccessfulOrderScreen = lazyView(
  () => import('../views/checkout/SuccessfulOrderView'),
  'SuccessfulOrderView',
);

export const successfulOrderRoute = createRoute({
  getParentRoute: () => productsRoute,
  path: 'checkout/successfulorder',
  validateSearch: SuccessfulOrderSearch,
  staticData: { title: msg`Order Complete` },
  loader: async ({ context }) => {
    const [successfulOrder] = await Promise.all([
      context.machines.successfulOrder(),
      loadArea('checkout'),
    ]);
    return successfulOrder;
  },
  component: screenOf(SuccessfulOrderScreen, function SuccessfulOrderRoute() {
    const { orderId } = successfulOrderRoute.useSearch();
    const { auth } = successfulOrderRoute.useRouteContext();
    return (
      <SuccessfulOrderScreen
        orderId={orderId ?? null}
        account={auth.account.getSnapshot()}
        successfulOrder={successfulOrderRoute.useLoaderData()}
      />
    );
  }),
});
