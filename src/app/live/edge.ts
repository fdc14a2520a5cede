import type { Machines } from '../../routes/context';

const checkoutFlow = () => import('./checkoutFlow');

/**
 * The app's one edge to the world: each screen's machine bound to the real API, loaded when its
 * route needs it (beside the screen's own chunk), so the entry bundle holds no machine or API code.
 */
export function liveMachines(): Machines {
  return {
    catalog: () => import('./catalog').then((module) => module.liveCatalog),
    checkout: () => checkoutFlow().then((module) => module.liveCheckout),
    upgrade: () => checkoutFlow().then((module) => module.liveUpgrade),
    successfulOrder: () => checkoutFlow().then((module) => module.liveSuccessfulOrder),
    myPlans: () => import('./plans').then((module) => module.liveMyPlans),
    billingHistory: () => import('./billing').then((module) => module.liveBillingHistory),
    invoice: () => import('./billing').then((module) => module.liveInvoice),
    planActivity: () => import('./billing').then((module) => module.livePlanActivity),
    contact: () => import('./contact').then((module) => module.liveContact),
  };
}

/** The API client registers this device through its statechart, both loaded on first need. */
export function connectDeviceRegistration(): void {
  void import('./registration').then((module) => module.registerThroughStatechart());
}
