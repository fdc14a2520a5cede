import {
  billingRoute,
  contactInLanguageRoute,
  contactRoute,
  invoiceRoute,
  myPlansRoute,
  paymentMethodRoute,
  personalCentreIndexRoute,
  personalCentreRoute,
  promoCodeRoute,
} from './personalCentre';
import { indexRoute, pricingRoute } from './pricing';
import {
  checkoutRoute,
  offerSelectionRoute,
  productsIndexRoute,
  productsRoute,
  successfulOrderRoute,
} from './products';
import { rootRoute } from './root';
import { statechartsRoutes } from './statecharts';

/** Spec §2 routes, relative to the base path /pricing/ (set on the router). */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  pricingRoute,
  productsRoute.addChildren([
    productsIndexRoute,
    offerSelectionRoute,
    checkoutRoute,
    successfulOrderRoute,
  ]),
  personalCentreRoute.addChildren([
    personalCentreIndexRoute,
    myPlansRoute,
    billingRoute,
    invoiceRoute,
    contactRoute.addChildren([contactInLanguageRoute]),
    promoCodeRoute,
    paymentMethodRoute,
  ]),
  ...statechartsRoutes,
]);
