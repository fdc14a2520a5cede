import type { Machines } from '../../routes/context';
import type { Prerendered } from '../prerender/prerendered';

// One import each for modules that bind several machines: each import() carries its preload list.
const checkoutFlow = () => import('./checkoutFlow');
const billing = () => import('./billing');

/**
 * The app's one edge to the world: each screen's machine bound to the real API, loaded when its
 * route needs it (beside the screen's own chunk), so the entry bundle holds no machine or API code.
 */
export function liveMachines({ prerendered }: { prerendered?: Prerendered } = {}): Machines {
  // The server ran the pricing page's catalog to draw it: the first catalog carries on from there.
  let resumeFrom = prerendered?.catalog;
  return {
    catalog: () =>
      import('./catalog').then(({ liveCatalog, preloadCatalogApi }) => {
        const snapshot = resumeFrom;
        resumeFrom = undefined;
        // Without the server's drawing the page's first step is the price list: fetch its client
        // while the route renders rather than after.
        if (!snapshot) preloadCatalogApi();
        return snapshot
          ? { machine: liveCatalog.machine, options: { ...liveCatalog.options, snapshot } }
          : liveCatalog;
      }),
    checkout: () => checkoutFlow().then((module) => module.liveCheckout),
    upgrade: () => checkoutFlow().then((module) => module.liveUpgrade),
    successfulOrder: () => checkoutFlow().then((module) => module.liveSuccessfulOrder),
    myPlans: () => import('./plans').then((module) => module.liveMyPlans),
    billingHistory: () => billing().then((module) => module.liveBillingHistory),
    invoice: () => billing().then((module) => module.liveInvoice),
    planActivity: () => billing().then((module) => module.livePlanActivity),
    contact: () => import('./contact').then((module) => module.liveContact),
    cards: () => import('./cards').then((module) => module.liveCards),
    promotion: () => import('./promotion').then((module) => module.livePromotion),
    referralWelcome: () => checkoutFlow().then((module) => module.liveReferralWelcome),
  };
}

/** The API client registers this device through its statechart, both loaded on first need. */
export function connectDeviceRegistration(): void {
  void import('./registration').then((module) => module.registerThroughStatechart());
}
