// The checkout route needs both checkout and upgrade, and the success page follows: one download.
// Offer selection, the step before, fetches it with the referred user's welcome (about checkout's
// referral discount), so checkout's statecharts are here when the investor continues.
export { liveCheckout } from './checkout';
export { liveReferralWelcome } from './referralWelcome';
export { liveSuccessfulOrder } from './successfulOrder';
export { liveUpgrade } from './upgrade';
