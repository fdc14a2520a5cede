// The checkout route needs both checkout and upgrade, and the success page follows: one download.
export { liveCheckout } from './checkout';
export { liveSuccessfulOrder } from './successfulOrder';
export { liveUpgrade } from './upgrade';
